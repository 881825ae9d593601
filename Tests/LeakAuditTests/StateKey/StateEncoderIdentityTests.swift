import Foundation
import LeakAudit
import Testing

/// Values the environment hands out are keyed so that a replay reaches the same state: a
/// fresh `UUID` by its first occurrence, as objects are (equal identifiers still read as
/// equal), the `Date` an action ran at not at all.
@Suite struct StateEncoderIdentityTests {
  final class Message {
    let id: UUID
    let sentAt: Date
    var replyTo: UUID?
    init(id: UUID = UUID(), sentAt: Date = Date(), replyTo: UUID? = nil) {
      self.id = id
      self.sentAt = sentAt
      self.replyTo = replyTo
    }
  }

  final class Thread {
    var messages: [Message] = []
    var byID: [UUID: Message] = [:]
  }

  static func key(_ root: AnyObject) -> StateEncoder.Outcome {
    let encoder = StateEncoder()
    encoder.begin()
    encoder.root("app", root)
    return encoder.finish()
  }

  /// The same thread made twice, with fresh identifiers and dates: one state.
  @Test func freshIdentifiersAndDatesReadAsTheFirstRunsOnes() {
    func make() -> Thread {
      let thread = Thread()
      let first = Message()
      thread.messages = [first, Message(replyTo: first.id)]
      return thread
    }
    let a = Self.key(make())
    #expect(a.key != nil)
    #expect(a == Self.key(make()))
  }

  /// The positive control: which values are equal is state.
  ///
  /// A reply to the first message and a reply to a message that is not there differ.
  @Test func whichValuesAreEqualStillTellsStatesApart() {
    let replying = Thread()
    let first = Message()
    replying.messages = [first, Message(replyTo: first.id)]
    let dangling = Thread()
    dangling.messages = [Message(), Message(replyTo: UUID())]
    #expect(Self.key(replying).key != nil)
    #expect(Self.key(replying) != Self.key(dangling))
  }

  /// A dictionary keyed by fresh identifiers has no order of its own: the state is not keyed
  /// (never merged), and everything in it is still read.
  @Test func aDictionaryKeyedByFreshIdentifiersIsNotKeyedButRead() {
    let thread = Thread()
    for _ in 0..<3 {
      let message = Message()
      thread.byID[message.id] = message
    }
    let encoder = StateEncoder()
    encoder.begin(links: true)
    encoder.root("app", thread)
    #expect(encoder.finish().key == nil)
    #expect(encoder.unreadParts.isEmpty)
    #expect(thread.byID.values.allSatisfy { encoder.number(of: $0) != nil })
  }
}
