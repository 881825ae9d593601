import HeadlessUIKit
import Testing

/// `UITableViewHeaderFooterView`: made from a registered class, reused.
@MainActor @Suite struct UITableViewHeaderFooterViewTests {
  final class SectionHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  @Test func aRegisteredSubclassIsMadeThroughItsOwnInitializer() {
    let table = UITableView()
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
    table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    let header = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    #expect(header is SectionHeader)
    #expect(header?.reuseIdentifier == "Header")
    #expect(header?.contentView.superview === header)
  }

  @Test func itsLabelAndConfigurationGoInTheContentView() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    header.textLabel?.text = "Favourites"
    var content = header.defaultContentConfiguration()
    content.text = "Favourites"
    header.contentConfiguration = content
    #expect(header.contentView.subviews.count == 2)
    #expect(header.contentView.subviews.last is UIListContentView)
    let background = UIView()
    header.backgroundView = background
    #expect(header.subviews.first === background)
  }
}
