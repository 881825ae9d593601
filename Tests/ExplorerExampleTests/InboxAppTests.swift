import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A diffable data source whose cell provider captures its view controller, explored with no
/// declared action.
@MainActor @Suite struct InboxAppTests {
  static func explorer(capturesWeakly: Bool) -> FlowExplorer<MailCoordinator> {
    FlowExplorer(depth: 3) { window in
      MailCoordinator(window: window, capturesWeakly: capturesWeakly)
    }
  }

  /// The positive control: the inbox stays after the back button, in a cycle through the data
  /// source it keeps and the cell provider that data source holds.
  @Test func aCellProviderThatCapturesTheInboxIsFoundThroughItsDataSource() async {
    let exploration = await Self.explorer(capturesWeakly: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'InboxViewController' after user selects row 0 of section 0 ('Inbox'), "
          + "user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "in a cycle: InboxViewController.dataSource → UITableViewDiffableDataSource<Section, "
          + "Message>.cellProvider{closure captures} → InboxViewController"),
      "\(exploration.text)")
  }

  @Test func theWeakCaptureExploresClean() async {
    let exploration = await Self.explorer(capturesWeakly: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    // The mailboxes; the inbox over them, the mailbox row still selected; the same once a
    // cancelled swipe back showed the mailboxes, whose `viewWillAppear` cleared the selection.
    #expect(exploration.states == 3)
  }
}
