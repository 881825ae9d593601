import HeadlessUIKit
import Testing

/// `IndexPath`'s UIKit names, which Foundation on Linux lacks.
@Suite struct IndexPathUIKitTests {
  @Test func aRowAndAnItemAreTheSecondIndexAndTheSectionTheFirst() {
    var path = IndexPath(row: 2, section: 1)
    #expect(Array(path) == [1, 2])
    #expect(path.row == 2 && path.item == 2 && path.section == 1)
    #expect(IndexPath(item: 2, section: 1) == path)
    path.row = 5
    path.section = 0
    #expect(path == IndexPath(indexes: [0, 5]))
    path.item = 3
    #expect(path.row == 3)
    #expect(IndexPath(row: 9, section: 0) > IndexPath(row: 1, section: 0))
  }
}
