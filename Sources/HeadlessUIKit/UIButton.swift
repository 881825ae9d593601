public import CoordinatorTree

/// UIKit's button: its titles and images by state, its configuration, and what its tap sends.
///
/// ```swift
/// let buy = UIButton(type: .system)
/// buy.setTitle("Buy", for: .normal)
/// buy.addAction(UIAction { [weak self] _ in self?.coordinator?.showCheckout() }, for: .touchUpInside)
///
/// let share = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Share") { _ in … })
/// ```
///
/// Ownership is `UIControl`'s: targets weakly, `UIAction`s strongly, so an action whose closure
/// captures the view controller (or a coordinator that holds it) keeps it alive through its own
/// view, on a device as in the model. ``configurationUpdateHandler`` is held strongly too. The
/// user's tap sends `.touchDown`, `.touchUpInside` and `.primaryActionTriggered`; a button that
/// shows its ``menu`` as its primary action runs no action on a tap, and is not offered.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Hashable, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }

  /// The kind of button.
  public let buttonType: ButtonType
  /// The configuration; setting it updates the button.
  open var configuration: Configuration? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// What runs when the button's configuration is updated (a state change, or
  /// ``setNeedsUpdateConfiguration()``); held strongly, with what it captures.
  open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
  /// The menu the button shows; kept, never shown.
  open var menu: UIMenu?
  /// Whether a tap shows the ``menu`` instead of sending actions.
  open var showsMenuAsPrimaryAction = false
  /// Whether a tap toggles ``UIControl/isSelected``.
  open var changesSelectionAsPrimaryAction = false
  /// The insets of the content; kept as set.
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// The insets of the title; kept as set.
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// The insets of the image; kept as set.
  open var imageEdgeInsets = UIEdgeInsets.zero

  private var titles = ByState<String>()
  private var attributedTitles = ByState<NSAttributedString>()
  private var images = ByState<UIImage>()
  private var backgroundImages = ByState<UIImage>()
  private var titleColors = ByState<UIColor>()

  /// A value per state, as a button keeps its titles and images: a state without one of its own
  /// has the normal state's.
  private struct ByState<Value> {
    private var values: [UInt: Value] = [:]
    subscript(state: UIControl.State) -> Value? {
      get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
      set { values[state.rawValue] = newValue }
    }
  }

  /// The label that shows the title; made on first use, it follows ``setTitle(_:for:)``.
  public private(set) lazy var titleLabel: UILabel? = {
    let label = UILabel()
    label.text = currentTitle
    hasTitleLabel = true
    return label
  }()
  /// The view that shows the image; made on first use.
  public private(set) lazy var imageView: UIImageView? = UIImageView(image: currentImage)

  /// Creates a button of a kind, as `UIButton(type:)`.
  ///
  /// - Parameter buttonType: The kind.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  /// Creates a custom button with a frame, as `UIButton(frame:)`.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// Creates a button from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// Creates a system button that runs an action on its tap, as `UIButton(primaryAction:)`;
  /// its title is the action's.
  ///
  /// - Parameter primaryAction: What the tap runs; held strongly.
  public convenience init(primaryAction: UIAction?) {
    self.init(type: .system, primaryAction: primaryAction)
  }

  /// Creates a button of a kind that runs an action on its tap, as
  /// `UIButton(type:primaryAction:)`; its title is the action's.
  ///
  /// - Parameters:
  ///   - buttonType: The kind.
  ///   - primaryAction: What the tap runs; held strongly.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a button from a configuration, as `UIButton(configuration:primaryAction:)`.
  ///
  /// - Parameters:
  ///   - configuration: The configuration; its title is the button's.
  ///   - primaryAction: What the tap runs; held strongly.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .plain, primaryAction: primaryAction)
    self.configuration = configuration
  }

  // MARK: Titles and images

  /// Sets the title for a state, as UIKit's; the normal state's title is the others' default.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
    if hasTitleLabel { titleLabel?.text = currentTitle }
  }

  /// The title for a state: its own, else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func title(for state: UIControl.State) -> String? {
    titles[state] ?? attributedTitle(for: state)?.string
  }

  /// Sets the styled title for a state.
  ///
  /// - Parameters:
  ///   - title: The styled title.
  ///   - state: The state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state] = title
  }

  /// The styled title for a state: its own, else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The styled title.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state]
  }

  /// Sets the image for a state.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
  }

  /// The image for a state: its own, else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state]
  }

  /// Sets the background image for a state.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state] = image
  }

  /// The background image for a state: its own, else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state]
  }

  /// Sets the title's colour for a state.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state] = color
  }

  /// The title's colour for a state: its own, else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state]
  }

  /// The title shown now: the current state's, else the configuration's.
  open var currentTitle: String? { title(for: state) ?? configuration?.title }
  /// The image shown now: the current state's, else the configuration's.
  open var currentImage: UIImage? { image(for: state) ?? configuration?.image }

  private var hasTitleLabel = false

  // MARK: Configuration

  /// Asks for the configuration to be updated: the ``configurationUpdateHandler`` runs now,
  /// then ``updateConfiguration()``.
  open func setNeedsUpdateConfiguration() {
    configurationUpdateHandler?(self)
    updateConfiguration()
  }

  /// Override to update the configuration for the current state.
  open func updateConfiguration() {}

  /// A change of state updates the configuration, as UIKit's.
  open override var isEnabled: Bool {
    didSet { if oldValue != isEnabled { setNeedsUpdateConfiguration() } }
  }

  /// A change of state updates the configuration, as UIKit's.
  open override var isSelected: Bool {
    didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
  }

  // MARK: The user

  /// What a tap does, as UIKit's: toggles the selection when asked, then sends the tap's
  /// events.
  override func sendTap() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.sendTap()
  }

  /// The tap, unless the button shows a menu instead or nothing listens.
  ///
  /// - Parameter view: This button.
  /// - Returns: The tap, or nothing.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    if showsMenuAsPrimaryAction, menu != nil { return [] }
    return super.userInteractions(on: view)
  }
}
