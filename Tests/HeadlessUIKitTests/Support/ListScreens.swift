import CoordinatorTree
import HeadlessUIKit
import Testing

/// A cell as apps write one: a closure the screen sets, reset for reuse.
final class ItemCell: UITableViewCell {
  var onFavorite: (() -> Void)?
  var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    onFavorite = nil
  }
}

/// A list screen as apps write one: a table in its view, itself the data source and the
/// delegate, every call it hears recorded.
final class ListScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  var sections: [[String]]
  var heard: [String] = []
  /// What `willSelectRowAt` answers: the row by default.
  var redirectSelection: (IndexPath) -> IndexPath? = { $0 }
  /// Whether a cell's closure captures the screen strongly (a leak on a device too).
  var capturesStrongly = false
  var favorites: [String] = []

  init(_ title: String, sections: [[String]]) {
    self.sections = sections
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ItemCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    heard.append("cellForRowAt \(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
    let item = sections[indexPath.section][indexPath.row]
    cell.textLabel?.text = item
    if capturesStrongly {
      cell.onFavorite = { self.favorites.append(item) }
    } else {
      cell.onFavorite = { [weak self] in self?.favorites.append(item) }
    }
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    heard.append("shouldHighlightRowAt \(indexPath.section).\(indexPath.row)")
    return true
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    heard.append("willSelectRowAt \(indexPath.section).\(indexPath.row)")
    return redirectSelection(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    heard.append("didSelectRowAt \(indexPath.section).\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    heard.append("willDeselectRowAt \(indexPath.section).\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    heard.append("didDeselectRowAt \(indexPath.section).\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    heard.append("willDisplay \(indexPath.section).\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    heard.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }
}

/// A window showing a navigation controller whose screen on top is `screen`, log cleared.
@MainActor
func showing(_ screen: UIViewController) -> (UIWindow, UINavigationController) {
  let (window, navigation) = shown("Home")
  navigation.pushViewController(screen, animated: false)
  window.log.removeAll()
  return (window, navigation)
}

/// Item names, `Item 0` to `Item \(count - 1)`.
func items(_ count: Int, _ prefix: String = "Item") -> [String] {
  (0..<count).map { "\(prefix) \($0)" }
}

/// A list shown in a window, its calls heard from now on.
@MainActor
func shownList(_ sections: [[String]]) -> (UIWindow, ListScreen) {
  let screen = ListScreen("List", sections: sections)
  let (window, _) = showing(screen)
  screen.heard.removeAll()
  return (window, screen)
}

/// The user does what the window offers under `description`.
@MainActor
func performOffered(_ description: String, in window: UIWindow) throws {
  let offered = try #require(
    window.userInteractionsOnScreen.first { $0.interaction.description == description })
  try window.performUserInteraction(at: offered.path, description: description)
}
