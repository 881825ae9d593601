import HeadlessUIKit
import Testing

/// `UIListContentView`: holds its configuration.
@MainActor @Suite struct UIListContentViewTests {
  @Test func itHoldsItsConfiguration() {
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "Favourites"
    let view = UIListContentView(configuration: content)
    #expect(view.listContentConfiguration?.text == "Favourites")
    #expect(view.supports(UIListContentConfiguration.cell()))
  }
}
