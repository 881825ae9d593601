#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A mail app's inbox built on a diffable data source, as the iOS 13 tutorials write it: the
// view controller keeps its `dataSource`, made with a cell provider closure. When that closure
// reads `self` (here for the cell identifier and the unread style), it captures the view
// controller strongly: view controller → data source → cell provider → view controller, a
// cycle the back button leaves behind. The mailboxes list opens the inbox.
//
// Written for this project in the shape of those tutorials; no code copied.

/// The app's coordinator, as a scene delegate holds it.
public final class MailCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// Whether the inbox's cell provider captures it weakly (the fix).
  let capturesWeakly: Bool

  /// Builds the app on its window and shows the mailboxes.
  public init(window: UIWindow, capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    let mailboxes = MailboxesViewController()
    mailboxes.onOpen = { [weak self] mailbox in self?.open(mailbox) }
    navigationController.setViewControllers([mailboxes], animated: false)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func open(_ mailbox: String) {
    let inbox = InboxViewController(mailbox: mailbox, capturesWeakly: capturesWeakly)
    navigationController.pushViewController(inbox, animated: true)
  }
}

/// The mailboxes, a diffable list whose provider needs nothing of `self`.
final class MailboxesViewController: UITableViewController {
  var onOpen: ((String) -> Void)?
  private var dataSource: UITableViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
    dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, mailbox in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = mailbox
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Inbox"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let mailbox = dataSource.itemIdentifier(for: indexPath) else { return }
    onOpen?(mailbox)
  }
}

/// A message in the inbox.
struct Message: Hashable {
  let sender: String
  let subject: String
  var isUnread: Bool
}

/// The inbox: messages in a diffable table.
final class InboxViewController: UIViewController, UITableViewDelegate {
  enum Section {
    case main
  }

  let mailbox: String
  let capturesWeakly: Bool
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let cellIdentifier = "MessageCell"
  private var dataSource: UITableViewDiffableDataSource<Section, Message>!
  private let messages = [
    Message(sender: "Ada", subject: "Notes on the engine", isUnread: true),
    Message(sender: "Grace", subject: "A moth in the relay", isUnread: false),
  ]

  init(mailbox: String, capturesWeakly: Bool) {
    self.mailbox = mailbox
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = mailbox
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    tableView.delegate = self
    view.addSubview(tableView)
    dataSource = capturesWeakly ? makeWeakDataSource() : makeDataSource()
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.main])
    snapshot.appendItems(messages, toSection: .main)
    dataSource.apply(snapshot)
  }

  /// The provider reads `self`: it keeps the view controller.
  private func makeDataSource() -> UITableViewDiffableDataSource<Section, Message> {
    UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, message in
      let cell = tableView.dequeueReusableCell(withIdentifier: self.cellIdentifier, for: indexPath)
      self.configure(cell, with: message)
      return cell
    }
  }

  /// The fix: the provider captures the view controller weakly.
  private func makeWeakDataSource() -> UITableViewDiffableDataSource<Section, Message> {
    UITableViewDiffableDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, message in
      guard let self else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: self.cellIdentifier, for: indexPath)
      self.configure(cell, with: message)
      return cell
    }
  }

  private func configure(_ cell: UITableViewCell, with message: Message) {
    var content = cell.defaultContentConfiguration()
    content.text = message.subject
    content.secondaryText = message.sender
    cell.contentConfiguration = content
    cell.accessoryType = message.isUnread ? .detailButton : .none
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
