import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A detail flow started from a row, explored with no declared action: the rows are the only
/// way in.
@MainActor @Suite struct ContactsAppTests {
  static func explorer(endsDetailOnBack: Bool) -> FlowExplorer<ContactsCoordinator> {
    FlowExplorer(depth: 2) { window in
      ContactsCoordinator(window: window, endsDetailOnBack: endsDetailOnBack)
    }
  }

  /// The positive control: the detail flow a row started stays in `childCoordinators` after
  /// the back button, found from the first row offered.
  @Test func aDetailFlowKeptAfterBackIsFoundFromItsRow() async {
    let exploration = await Self.explorer(endsDetailOnBack: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ContactDetailCoordinator' after user selects row 0 of section 0 "
          + "('Ada Lovelace'), user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "    held by ContactsCoordinator.childCoordinators[0] → ContactDetailCoordinator\n"),
      "\(exploration.text)")
    #expect(
      exploration.text.contains("ContactDetailCoordinator belonged to 'Ada Lovelace', which left"))
  }

  @Test func theFlowThatEndsOnBackExploresClean() async {
    let exploration = await Self.explorer(endsDetailOnBack: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    // The list, and the detail of each contact offered: the first row of "Favourites" and the
    // first three of "All".
    #expect(exploration.states == 5)
  }
}
