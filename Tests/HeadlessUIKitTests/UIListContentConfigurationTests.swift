import HeadlessUIKit
import Testing

/// `UIListContentConfiguration`, `UIContentConfiguration` and `UIContentView`: a value that
/// makes the view that shows it.
@MainActor @Suite struct UIListContentConfigurationTests {
  /// An app's own configuration, as iOS 14 tutorials write one.
  struct BadgeConfiguration: UIContentConfiguration {
    var count = 0
    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
  }

  final class BadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func theStandardConfigurationsHoldTheirTexts() {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Ada"
    content.secondaryText = "ada@example.com"
    content.image = UIImage(systemName: "person")
    content.textProperties.numberOfLines = 1
    content.imageProperties.tintColor = UIColor(white: 0, alpha: 1)
    #expect(content.text == "Ada" && content.secondaryText == "ada@example.com")
    #expect(content.updated(for: UIListContentConfigurationTests.State()) == content)
    #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.valueCell())
    for made in [
      UIListContentConfiguration.sidebarCell(), .plainHeader(), .plainFooter(), .groupedFooter(),
    ] {
      #expect(made.text == nil)
    }
  }

  struct State: UIConfigurationState {}

  @Test func aCellShowsAnAppsConfigurationAndReplacesItsViewForAnotherKind() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.contentConfiguration = BadgeConfiguration(count: 1)
    let badge = cell.contentView.subviews.last as? BadgeView
    #expect((badge?.configuration as? BadgeConfiguration)?.count == 1)
    cell.contentConfiguration = BadgeConfiguration(count: 2)
    #expect(cell.contentView.subviews.last === badge, "supported: updated in place")
    #expect((badge?.configuration as? BadgeConfiguration)?.count == 2)
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(badge?.superview == nil)
    #expect(cell.contentView.subviews.last is UIListContentView)
  }
}
