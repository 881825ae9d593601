extension FlowExplorer {
  /// An action of the app, with when it applies: what the user does that exploration does not
  /// find on screen by itself (a text typed, a gesture the model has no name for), or app code
  /// that runs without the user (a push notification opened).
  ///
  /// Given the app:
  ///
  /// ```swift
  /// .init("open search", when: { $0.isOnHome }) { try $0.showSearch() }
  /// ```
  ///
  /// Given what is on screen (``Context``), as a tap on a screen's own button is written:
  ///
  /// ```swift
  /// .init("Buy") { $0.top(ShopViewController.self)?.buyTapped() }
  /// .on(ShopViewController.self, "Buy") { $0.buyTapped() }  // offered while it is on top
  /// ```
  public struct Action {
    /// The name sequences show, in quotes.
    public var name: String
    let applies: @MainActor (Context) -> Bool
    let perform: @MainActor (Context) throws -> Void

    /// Creates an app action given the app.
    ///
    /// - Parameters:
    ///   - name: The name sequences show.
    ///   - when: Whether it applies in the current state; by default always.
    ///   - perform: What the app does.
    public init(
      _ name: String, when: @escaping @MainActor (App) -> Bool = { _ in true },
      perform: @escaping @MainActor (App) throws -> Void
    ) {
      self.name = name
      applies = { when($0.app) }
      self.perform = { try perform($0.app) }
    }

    /// Creates an app action given what is on screen: the app, its window, the view
    /// controller on top and those visible.
    ///
    /// A closure that reads neither (`{ _ in }`) is given the app, as before this form
    /// existed.
    ///
    /// - Parameters:
    ///   - name: The name sequences show.
    ///   - when: Whether it applies in the current state; by default always.
    ///   - perform: What the app does.
    @_disfavoredOverload
    public init(
      _ name: String, when: @escaping @MainActor (Context) -> Bool = { _ in true },
      perform: @escaping @MainActor (Context) throws -> Void
    ) {
      self.name = name
      applies = when
      self.perform = perform
    }

    /// An action of a screen: offered while a `Screen` is the view controller on top (and
    /// `when` says so), performed on it.
    ///
    /// ```swift
    /// .on(CartViewController.self, "check out", when: { !$0.items.isEmpty }) { $0.checkOut() }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The view controller's type.
    ///   - name: The name sequences show.
    ///   - when: Whether it applies to the screen on top; by default always.
    ///   - perform: What the screen does.
    /// - Returns: The action.
    public static func on<Screen>(
      _ screen: Screen.Type, _ name: String,
      when: @escaping @MainActor (Screen) -> Bool = { _ in true },
      perform: @escaping @MainActor (Screen) throws -> Void
    ) -> Action {
      Action(
        name, when: { (context: Context) in context.top(Screen.self).map(when) ?? false },
        perform: { (context: Context) in
          // Offered only while it is on top; a replay never performs what is not offered.
          if let top = context.top(Screen.self) { try perform(top) }
        })
    }
  }

  /// What an action sees: the app, its window and the view controllers on screen.
  @MainActor
  public struct Context {
    /// The app: what `app:` returned (or the scene or app delegate).
    public let app: App
    /// The window the app shows its screens in.
    public let window: Window

    /// Creates what an action sees, for a test of an action of its own.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - window: The window it shows its screens in.
    public init(app: App, window: Window) {
      self.app = app
      self.window = window
    }

    /// The top-most content view controller: through the top of a navigation stack and the
    /// selected tab, then up every presentation (see ``Window/topViewController``).
    public var top: ViewController? { window.topViewController }

    /// The content view controllers on screen (no navigation or tab bar controller), the
    /// window's root first, then each presentation's, a container before its children.
    public var visible: [ViewController] {
      var result: [ViewController] = []
      func visit(_ controller: ViewController) {
        guard controller.isVisible else { return }
        if !(controller is NavigationController || controller is TabBarController) {
          result.append(controller)
        }
        for child in controller.visibleChildren { visit(child) }
      }
      var level = window.rootViewController
      while let current = level {
        visit(current)
        level = current.presented
      }
      return result
    }

    /// The view controller on top, if it is a `Screen`.
    ///
    /// - Parameter type: The type asked for.
    /// - Returns: The view controller, or `nil`.
    public func top<Screen>(_ type: Screen.Type) -> Screen? {
      top as? Screen
    }

    /// The top-most view controller on screen that is a `Screen` (one under a sheet, a tab's
    /// list beside its detail in a container).
    ///
    /// - Parameter type: The type asked for.
    /// - Returns: The view controller, or `nil`.
    public func visible<Screen>(_ type: Screen.Type) -> Screen? {
      visible.reversed().lazy.compactMap { $0 as? Screen }.first
    }
  }
}
