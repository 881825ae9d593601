public import Foundation

/// A headless table cell, as UIKit's `UITableViewCell`: a view with a content view and labels,
/// made and reused by its table.
///
/// ```swift
/// final class ItemCell: UITableViewCell {
///   var onFavorite: (() -> Void)?
///   override func prepareForReuse() {
///     super.prepareForReuse()
///     onFavorite = nil
///   }
/// }
///
/// tableView.register(ItemCell.self, forCellReuseIdentifier: "Item")
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
/// cell.textLabel?.text = item.name
/// cell.onFavorite = { [weak self] in self?.favorite(item) }
/// ```
///
/// Ownership is UIKit's: a cell holds its ``contentView``, its labels and its
/// ``accessoryView`` as subviews, and what its own properties and closures hold (a closure
/// that captures its view controller strongly keeps that view controller alive through its
/// table, as on a device). Its table holds it, shown or waiting in its reuse queue.
///
/// A table makes a cell of a registered class through `init(style: .default,
/// reuseIdentifier:)`, which a subclass may override, as in UIKit; a subclass that declares a
/// designated initializer of its own without overriding that one cannot be registered (see
/// ``init(registeredWithReuseIdentifier:)``).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// What the cell's standard labels show.
  public enum CellStyle: Int, Sendable {
    /// A text label, and no detail label.
    case `default`
    /// A text label on the left and a detail label on the right.
    case value1
    /// A detail label on the left and a text label on the right.
    case value2
    /// A text label with a detail label below.
    case subtitle
  }

  /// How a selected cell looks; kept, never drawn.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight; the row is still selected and its delegate told.
    case none
    /// A blue highlight.
    case blue
    /// A grey highlight.
    case gray
    /// The system's highlight.
    case `default`
  }

  /// The standard view at the trailing edge; kept, never drawn.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An information button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An information button.
    case detailButton
  }

  /// The editing control a row shows.
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none
    /// A delete control.
    case delete
    /// An insert control.
    case insert
  }

  /// The separators between rows; kept, never drawn.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A line.
    case singleLine
    /// An etched line.
    case singleLineEtched
  }

  /// The style the cell was made with.
  public let cellStyle: CellStyle
  /// The identifier its table reuses it under, or `nil` for a cell made without one (which a
  /// table lets go of when the cell leaves its row, as UIKit's does).
  public let reuseIdentifier: String?

  /// The view that holds the cell's content; add your views to it.
  public let contentView: UIView

  /// The main label, made on first use and put in the ``contentView``, as UIKit's.
  open var textLabel: UILabel? {
    lazyLabel(&madeTextLabel, in: contentView)
  }
  /// The main label, if it was made: what exploration reads without making one.
  private(set) var madeTextLabel: UILabel?

  /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first
  /// use; `nil` for the `.default` style, as UIKit's.
  open var detailTextLabel: UILabel? {
    cellStyle == .default ? nil : lazyLabel(&madeDetailTextLabel, in: contentView)
  }
  private var madeDetailTextLabel: UILabel?

  /// The image view of the cell's default content, made on first use and put in the
  /// ``contentView``, as UIKit's; its image is kept and drawn by nothing.
  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let imageView = UIImageView()
    contentView.addSubview(imageView)
    madeImageView = imageView
    return imageView
  }
  private var madeImageView: UIImageView?

  /// The content configuration, as UIKit's (iOS 14): setting it puts the configuration's
  /// content view in the ``contentView`` (the one there is updated when it is of the same kind).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { configuredContent.apply(contentConfiguration, in: contentView) }
  }
  /// The content view the configuration made.
  private var configuredContent = ConfiguredContent()

  /// A list configuration with the cell's style, for `contentConfiguration`, as UIKit's.
  ///
  /// - Returns: An empty `UIListContentConfiguration.cell()` (or `.subtitleCell()`,
  ///   `.valueCell()` for those styles).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    case .default: return .cell()
    }
  }

  /// The standard accessory; kept, never drawn.
  open var accessoryType = AccessoryType.none
  /// A view shown at the trailing edge in place of the accessory (a switch, a button): a
  /// subview of the cell, held strongly, which the user can reach.
  open var accessoryView: UIView? {
    didSet { replaceSubview(oldValue, with: accessoryView) }
  }
  /// The accessory while the table is editing; kept, never drawn.
  open var editingAccessoryType = AccessoryType.none
  /// How the cell looks selected; the row can be selected whatever it is.
  open var selectionStyle = SelectionStyle.default
  /// A view behind the content: a subview of the cell, held strongly.
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, atBack: true) }
  }
  /// A view behind the content while the cell is selected; held strongly, never shown.
  open var selectedBackgroundView: UIView?
  /// The insets of the separator; kept, never drawn.
  open var separatorInset = UIEdgeInsets.zero
  /// How far the content is indented; kept.
  open var indentationLevel = 0

  /// Whether the cell is selected: its table sets it with the row's selection.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// Whether the cell's table is editing.
  open var isEditing = false

  /// Creates a cell, as UIKit's designated initializer; a table calls it for a registered
  /// class, with `.default`.
  ///
  /// - Parameters:
  ///   - style: Which standard labels the cell has.
  ///   - reuseIdentifier: The identifier its table reuses it under, or `nil`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a cell from an archive, as UIKit's initializer for cells made by a storyboard or
  /// a nib; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a `.default` cell without a reuse identifier, as `UITableViewCell()`.
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// How a table makes a cell of a registered class; not UIKit's: dequeue instead.
  ///
  /// It calls `init(style: .default, reuseIdentifier:)`, as UIKit does.
  ///
  /// Swift can make an instance of a class it knows only at run time through a `required`
  /// initializer alone, and a subclass inherits this one as long as it overrides UIKit's
  /// designated initializers (`init(style:reuseIdentifier:)` and `init?(coder:)`) or declares
  /// none: the shapes cell subclasses have.
  ///
  /// - Parameter reuseIdentifier: The identifier the class was registered under.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Called by its table just before `dequeueReusableCell` hands the cell back again; reset
  /// what is not content here (UIKit's advice), and call `super`.
  ///
  /// The model's: the cell is no longer selected nor highlighted.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Selects or deselects the cell, as UIKit's; subclasses override it to restyle.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Ignored.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Highlights the cell or removes its highlight, as UIKit's.
  ///
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Ignored.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Starts or ends editing, as UIKit's.
  ///
  /// - Parameters:
  ///   - editing: Whether the table is editing.
  ///   - animated: Ignored.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }
}
