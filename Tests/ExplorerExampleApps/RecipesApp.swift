#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A recipe list whose cells have a favourite button, as list tutorials write it: the cell
// exposes a closure (`onFavoriteTapped`), and `cellForRowAt` sets it to call back into the
// view controller. Without `[weak self]`, the closure keeps the view controller alive through
// its own table: view controller → view → table → cell → closure → view controller. The
// list opens from a row of the app's menu, and goes away with the back button.
//
// Written for this project in the shape of those tutorials; no code copied.

/// The app's coordinator, as a scene delegate holds it.
public final class RecipesCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// Whether the cells' closures capture the list weakly (the fix).
  let capturesWeakly: Bool

  /// Builds the app on its window and shows the menu.
  public init(window: UIWindow, capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    let menu = RecipesMenuViewController(style: .insetGrouped)
    menu.coordinator = self
    navigationController.viewControllers = [menu]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showRecipes() {
    let recipes = RecipesViewController()
    recipes.capturesWeakly = capturesWeakly
    navigationController.pushViewController(recipes, animated: true)
  }
}

/// The menu: one row that opens the recipes.
final class RecipesMenuViewController: UITableViewController {
  weak var coordinator: RecipesCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Menu"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuCell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
    cell.textLabel?.text = "Recipes"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    coordinator?.showRecipes()
  }
}

/// A recipe's row: its name, and a closure its favourite button calls.
final class RecipeCell: UITableViewCell {
  static let reuseIdentifier = "RecipeCell"
  let nameLabel = UILabel()
  var onFavoriteTapped: (() -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onFavoriteTapped = nil
  }
}

/// The list, a plain view controller with a table in its view.
final class RecipesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private var recipes = ["Pancakes", "Ratatouille", "Tarte Tatin", "Gazpacho"]
  private var favorites = Set<String>()
  var capturesWeakly = true

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 64
    tableView.tableFooterView = UIView()
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
      as! RecipeCell
    let recipe = recipes[indexPath.row]
    cell.nameLabel.text = recipe
    cell.accessoryType = favorites.contains(recipe) ? .checkmark : .none
    if capturesWeakly {
      cell.onFavoriteTapped = { [weak self] in
        self?.toggleFavorite(recipe)
      }
    } else {
      cell.onFavoriteTapped = {
        self.toggleFavorite(recipe)
      }
    }
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  private func toggleFavorite(_ recipe: String) {
    if favorites.contains(recipe) {
      favorites.remove(recipe)
    } else {
      favorites.insert(recipe)
    }
    tableView.reloadData()
  }
}
