import Foundation
import Testing

@testable import HeadlessUIKit

/// The model's rule for the rows that show cells and those the user is offered.
@MainActor @Suite struct VisibleItemsTests {
  @Test func theFirstTenRowsOfTheFirstTenSectionsShow() {
    let paths = VisibleItems.paths(counts: Array(repeating: 15, count: 12))
    #expect(paths.count == 100)
    #expect(paths.first == IndexPath(row: 0, section: 0))
    #expect(paths.last == IndexPath(row: 9, section: 9))
    #expect(
      VisibleItems.paths(counts: [0, 2]) == [
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ])
  }

  @Test func theFirstThreeOfASectionAreOffered() {
    #expect(VisibleItems.isOffered(IndexPath(row: 2, section: 7)))
    #expect(!VisibleItems.isOffered(IndexPath(row: 3, section: 0)))
  }

  @Test func aCellIsNamedAsVoiceOverReadsIt() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    func name() -> String? {
      VisibleItems.name(
        of: cell, contentView: cell.contentView, textLabel: nil,
        configuration: cell.contentConfiguration)
    }
    #expect(name() == nil)
    let custom = UILabel()
    custom.text = "Custom\nsecond line"
    let wrapper = UIView()
    wrapper.addSubview(custom)
    cell.contentView.addSubview(wrapper)
    #expect(name() == "Custom", "a label inside, first line")
    var content = cell.defaultContentConfiguration()
    content.text = "Configured"
    cell.contentConfiguration = content
    #expect(name() == "Configured", "the configuration before other labels")
    cell.accessibilityLabel = "Spoken"
    #expect(name() == "Spoken")
  }
}
