import Foundation
import Testing

@testable import HeadlessUIKit

/// Where a batch of updates sends each row, and the counts it makes, as UIKit works them out.
@Suite struct BatchUpdateTests {
  func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func deletionsNameRowsBeforeAndInsertionsRowsAfter() throws {
    var update = BatchUpdate()
    update.deletedItems = [path(0)]
    update.insertedItems = [path(2)]
    let plan = try update.resolve(counts: [3]).get()
    #expect(plan.counts == [3])
    #expect(plan.newPaths == [path(1): path(0), path(2): path(1)])
  }

  @Test func aReloadedRowStaysButIsAskedAgainAndAMovedRowGoesWithItsCell() throws {
    var update = BatchUpdate()
    update.reloadedItems = [path(1)]
    update.movedItems = [(path(0), path(1, 1))]
    let plan = try update.resolve(counts: [3, 1]).get()
    #expect(plan.counts == [2, 2])
    #expect(plan.newPaths == [path(2): path(1), path(0): path(1, 1), path(0, 1): path(0, 1)])
  }

  @Test func sectionsComeGoAndMoveWithTheirRows() throws {
    var update = BatchUpdate()
    update.deletedSections = [0]
    update.insertedSections = [1]
    update.reloadedSections = [2]
    let plan = try update.resolve(counts: [1, 2, 1]).get()
    #expect(plan.counts == [2, nil, nil])
    #expect(plan.newPaths == [path(0, 1): path(0, 0), path(1, 1): path(1, 0)])
    var move = BatchUpdate()
    move.movedSections = [(0, 1)]
    #expect(try move.resolve(counts: [1, 2]).get().newPaths[path(0, 0)] == path(0, 1))
  }

  @Test func indexesOutOfRangeAreWhatUIKitRaisesFor() {
    var deletion = BatchUpdate()
    deletion.deletedItems = [path(3)]
    #expect(throws: UpdateError.self) { try deletion.resolve(counts: [3]).get() }
    var insertion = BatchUpdate()
    insertion.insertedItems = [path(5)]
    #expect(throws: UpdateError.self) { try insertion.resolve(counts: [3]).get() }
    var section = BatchUpdate()
    section.insertedSections = [4]
    #expect(throws: UpdateError.self) { try section.resolve(counts: [3]).get() }
  }
}
