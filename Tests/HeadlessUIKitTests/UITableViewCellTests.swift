import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITableViewCell`: its views, its styles, reuse, and what it holds.
@MainActor @Suite struct UITableViewCellTests {
  @Test func theStylesGiveTheLabelsUIKitGives() {
    let plain = UITableViewCell()
    #expect(plain.cellStyle == .default && plain.reuseIdentifier == nil)
    #expect(plain.detailTextLabel == nil, "no detail label in the default style")
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "Contact")
    subtitle.textLabel?.text = "Ada"
    subtitle.detailTextLabel?.text = "ada@example.com"
    #expect(
      subtitle.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == [
        "Ada", "ada@example.com",
      ])
    #expect(subtitle.textLabel === subtitle.textLabel, "made once")
  }

  /// The default content's image view is made on first use, once, inside the content view.
  @Test func theImageViewIsMadeOnceInTheContentView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Rocket")
    #expect(cell.contentView.subviews.isEmpty)
    cell.imageView?.image = UIImage(systemName: "flame")
    #expect(cell.imageView === cell.imageView)
    #expect(cell.imageView?.superview === cell.contentView)
    #expect(cell.imageView?.image == UIImage(systemName: "flame"))
  }

  @Test func theContentViewAccessoryAndBackgroundAreSubviews() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(cell.subviews.first === cell.contentView)
    let toggle = UIView()
    cell.accessoryView = toggle
    #expect(toggle.superview === cell, "the user can reach it")
    cell.accessoryView = nil
    #expect(toggle.superview == nil)
    let background = UIView()
    cell.backgroundView = background
    #expect(cell.subviews.first === background)
    cell.accessoryType = .checkmark
    cell.selectionStyle = .none
    #expect(cell.accessoryType == .checkmark && cell.selectionStyle == .none)
  }

  @Test func aContentConfigurationPutsItsViewInTheContentViewAndReusesIt() {
    let cell = UITableViewCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    let shown = cell.contentView.subviews.last as? UIListContentView
    #expect(shown?.listContentConfiguration?.text == "Inbox")
    content.text = "Archive"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.last === shown, "the same view, updated")
    #expect(shown?.listContentConfiguration?.text == "Archive")
    cell.contentConfiguration = nil
    #expect(shown?.superview == nil)
  }

  @Test func prepareForReuseClearsTheSelection() {
    let cell = UITableViewCell()
    cell.setSelected(true, animated: true)
    cell.setHighlighted(true, animated: false)
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted)
  }

  /// A cell holds what its closures capture, until the closure goes.
  @Test func aCellKeepsWhatItsClosureCaptures() async {
    final class Model {}
    let cell = ItemCell(style: .default, reuseIdentifier: nil)
    weak var captured: Model?
    do {
      let model = Model()
      captured = model
      cell.onFavorite = { _ = model }
    }
    #expect(captured != nil, "the cell's closure keeps it")
    await assertReleased([captured!], configuration: quick) { cell.onFavorite = nil }
  }

  @Test func aRegisteredSubclassWithoutInitializersIsMadeToo() {
    final class Bare: UITableViewCell {
      var flag = true
    }
    let table = UITableView()
    table.register(Bare.self, forCellReuseIdentifier: "Bare")
    let cell = table.dequeueReusableCell(withIdentifier: "Bare")
    #expect((cell as? Bare)?.flag == true)
    #expect(cell?.reuseIdentifier == "Bare" && cell?.cellStyle == .default)
  }
}
