import TestSupport
import Testing

@testable import CoordAuditScenarios

/// Several instances of one flow: a name alone means the instance whose screen is on top, a
/// name and a number the Nth made, and messages say which instance.
@MainActor @Suite struct ScenarioAppInstancesTests {
  /// The mail app: Inbox, attachments pushed in series, each able to show its sender.
  static let mail = """
    system hand-written
    flow Inbox root
      screen MessageList
    flow Attachment in Inbox
      screen Preview model PreviewModel
      coordinator ends on did-show
    flow Sender in Attachment
      screen Contact model ContactModel
      coordinator ends on did-show
    start Inbox
    start Attachment
    start another Attachment

    """

  @Test func aFlowsNameMeansTheInstanceWhoseScreenIsOnTopOfItsStack() async throws {
    // Back to the first attachment: its coordinator starts the sender's flow. Before, the name
    // meant the newest instance, gone by then: 'Attachment' is not started (notStarted).
    let source = try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/mail-attachments.scenario")
    let result = await ScenarioRunner().run(
      source, file: "mail-attachments.scenario", options: .inTests)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    #expect(result.steps.allSatisfy { $0.error == nil })
  }

  @Test func aNumberNamesTheNthInstanceTheRunMade() async {
    // The second attachment is on top; the first one's own code finishes it, by number, and
    // the user jumps back to the first preview, by number too.
    let result = await ScenarioRunner.runChecked(
      Self.mail + """
        start Sender
        user jumps back to Preview 1
        expect released Sender Contact ContactModel
        expect alive Attachment Preview
        start another Attachment
        finish Attachment 1
        expect released Attachment Preview PreviewModel
        """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    #expect(result.steps.allSatisfy { $0.error == nil })
  }

  @Test func messagesSayWhichInstance() async {
    let result = await ScenarioRunner.runChecked(
      Self.mail + """
        start Attachment
        expect error alreadyStarted
        finish Attachment 4
        expect error notStarted
        user taps back
        pop to Preview 2
        expect error notStarted
        finish Attachment 2
        expect error notStarted
        """)
    #expect(result.outcome == .caught, "\(result.mismatches.map(\.message))")
    #expect(
      result.steps.compactMap(\.error?.message) == [
        "'Attachment 2' is already started: its screens are on screen",
        "'Attachment 4' does not exist: the run made 2 of 'Attachment' so far",
        "'Preview 2' does not exist any more: it was released",
        "'Attachment 2' does not exist any more: it was released",
      ])
  }

  @Test func aSecondInstanceHasAViewModelOfItsOwnAndAFirstScreenOfItsOwn() async {
    // The first attachment's next screen shares the first attachment's view model, not the
    // newest one's, and each preview stands for its own coordinator.
    let result = await ScenarioRunner.runChecked(
      """
      system hand-written
      flow Inbox root
        screen MessageList
      flow Attachment in Inbox
        screen Preview model PreviewModel
        screen Zoom model PreviewModel
        coordinator ends on did-show
      start Inbox
      start Attachment
      start another Attachment
      user taps back
      push Zoom
      user taps back
      user taps back
      expect released Attachment Preview Zoom PreviewModel
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }
}
