#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A contacts list whose rows open a detail flow through the coordinator, as coordinator
// tutorials write it: the list tells its coordinator which contact the user picked
// (`didSelectRowAt`), the coordinator starts a child coordinator for the detail and keeps it
// in `childCoordinators`. A row is the only way in. The fix most tutorials show ends the child
// when its screen is popped (`viewDidDisappear` with `isMovingFromParent`); without it, every
// contact the user opened stays in the array after the back button.
//
// Written for this project in the shape of those tutorials; no code copied.

/// A person in the list.
struct Contact {
  let name: String
  let email: String
}

/// The app's coordinator, as a scene delegate holds it: the list is its first screen.
public final class ContactsCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// The detail flows it started and keeps.
  var childCoordinators: [ContactDetailCoordinator] = []
  /// Whether a detail flow ends when its screen is popped (the fix).
  let endsDetailOnBack: Bool

  /// Builds the app on its window and shows the list.
  public init(window: UIWindow, endsDetailOnBack: Bool) {
    self.endsDetailOnBack = endsDetailOnBack
    let list = ContactsViewController()
    list.coordinator = self
    navigationController.pushViewController(list, animated: false)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showDetail(for contact: Contact) {
    let child = ContactDetailCoordinator(
      navigationController: navigationController, contact: contact)
    child.parentCoordinator = self
    child.endsOnBack = endsDetailOnBack
    childCoordinators.append(child)
    child.start()
  }

  func childDidFinish(_ child: ContactDetailCoordinator) {
    childCoordinators.removeAll { $0 === child }
  }
}

/// The detail flow: one screen about one contact.
final class ContactDetailCoordinator {
  weak var parentCoordinator: ContactsCoordinator?
  let navigationController: UINavigationController
  let contact: Contact
  var endsOnBack = true

  init(navigationController: UINavigationController, contact: Contact) {
    self.navigationController = navigationController
    self.contact = contact
  }

  func start() {
    let detail = ContactDetailViewController(contact: contact)
    detail.coordinator = self
    navigationController.pushViewController(detail, animated: true)
  }

  func didFinish() {
    guard endsOnBack else { return }
    parentCoordinator?.childDidFinish(self)
  }
}

/// The list: favourites, then everyone, in a grouped table.
final class ContactsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  weak var coordinator: ContactsCoordinator?
  private let tableView = UITableView(frame: .zero, style: .grouped)
  private let sections: [(title: String, contacts: [Contact])] = [
    ("Favourites", [Contact(name: "Ada Lovelace", email: "ada@example.com")]),
    (
      "All",
      [
        Contact(name: "Alan Turing", email: "alan@example.com"),
        Contact(name: "Grace Hopper", email: "grace@example.com"),
        Contact(name: "Katherine Johnson", email: "katherine@example.com"),
        Contact(name: "Margaret Hamilton", email: "margaret@example.com"),
      ]
    ),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "ContactCell")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "ContactCell")
    let contact = sections[indexPath.section].contacts[indexPath.row]
    cell.textLabel?.text = contact.name
    cell.detailTextLabel?.text = contact.email
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    coordinator?.showDetail(for: sections[indexPath.section].contacts[indexPath.row])
  }
}

/// One contact.
final class ContactDetailViewController: UIViewController {
  weak var coordinator: ContactDetailCoordinator?
  let contact: Contact

  init(contact: Contact) {
    self.contact = contact
    super.init(nibName: nil, bundle: nil)
    title = contact.name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent {
      coordinator?.didFinish()
    }
  }
}
