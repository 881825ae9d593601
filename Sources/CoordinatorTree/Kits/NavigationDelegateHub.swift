/// The one delegate slot of a navigation controller, shared by every kit that must hear its
/// transitions, as multicast-delegate libraries share it.
///
/// A navigation controller has one delegate, held weakly: a second party that sets itself as
/// the delegate silences the first. So no kit sets the delegate itself. Each joins the hub of
/// the navigation controller (made and installed on first use) and holds the hub strongly;
/// the hub holds its members weakly and tells each of them every `willShow` and `didShow`, the
/// most recent member first (the flow highest on the stack usually joined last, so flows that
/// leave together finish deepest first), then the delegate that was there before the hub (an
/// app's own, which keeps hearing everything it heard).
///
/// ```text
/// navigation ──weak delegate──▶ hub ──weak──▶ members (kit observers, push transitions)
/// kit objects ──strong──▶ hub
/// ```
///
/// The hub goes when the last kit object that joined goes. A party that later takes the slot
/// for itself (the faulty push transition) replaces the hub, and every member stops hearing:
/// the fault the audit then catches.
@MainActor
final class NavigationDelegateHub: NavigationControllerDelegate {
  private weak var navigation: NavigationController?
  /// The delegate the navigation controller had before the hub.
  private weak var original: (any NavigationControllerDelegate)?
  private var members: [Member] = []

  private struct Member {
    weak var delegate: (any NavigationControllerDelegate)?
  }

  private init(navigation: NavigationController) {
    self.navigation = navigation
    original = navigation.delegate
  }

  /// The hub that is `navigation`'s delegate, or a new one installed as its delegate.
  ///
  /// - Parameter navigation: The navigation controller.
  /// - Returns: The hub; hold it as long as a member needs it.
  static func of(_ navigation: NavigationController) -> NavigationDelegateHub {
    if let hub = navigation.delegate as? NavigationDelegateHub { return hub }
    let hub = NavigationDelegateHub(navigation: navigation)
    navigation.delegate = hub
    return hub
  }

  /// Whether the hub is the navigation controller's delegate: `false` once the navigation
  /// controller is gone or another party took the slot.
  var isInstalled: Bool { navigation?.delegate === self }

  /// Whether the hub serves `navigation`.
  func serves(_ navigation: NavigationController) -> Bool { self.navigation === navigation }

  /// Adds a member, once; it hears every transition from now on.
  ///
  /// - Parameter member: The delegate to tell; held weakly.
  func join(_ member: any NavigationControllerDelegate) {
    members.removeAll { $0.delegate == nil }
    guard !members.contains(where: { $0.delegate === member }) else { return }
    members.append(Member(delegate: member))
  }

  /// Removes a member; it hears nothing more.
  ///
  /// - Parameter member: A delegate that joined.
  func leave(_ member: any NavigationControllerDelegate) {
    members.removeAll { $0.delegate == nil || $0.delegate === member }
  }

  /// Everyone to tell, in order: the members, most recent first, then the original delegate.
  private var recipients: [any NavigationControllerDelegate] {
    (members.reversed().map(\.delegate) + [original]).compactMap { $0 }
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    for recipient in recipients {
      recipient.navigationController(
        navigationController, willShow: viewController, animated: animated)
    }
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    for recipient in recipients {
      recipient.navigationController(
        navigationController, didShow: viewController, animated: animated)
    }
  }
}
