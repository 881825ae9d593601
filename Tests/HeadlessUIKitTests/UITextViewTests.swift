import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A text view's delegate that records.
final class NotesDelegate: NSObject, UITextViewDelegate {
  var heard: [String] = []
  func textViewDidBeginEditing(_ textView: UITextView) { heard.append("didBegin") }
  func textViewDidChange(_ textView: UITextView) { heard.append("changed \(textView.text ?? "")") }
}

/// `UITextView`: the weak delegate and typing by hand.
@MainActor @Suite struct UITextViewTests {
  @Test func typingCallsTheDelegateAndTheDelegateIsWeak() async throws {
    let notes = UITextView()
    var delegate: NotesDelegate? = NotesDelegate()
    notes.delegate = delegate
    _ = screenShowing(notes)
    try notes.userTypes("hi")
    #expect(delegate?.heard == ["didBegin", "changed h", "changed hi"])
    // Resign before suspending: the first responder is global, and other tests type.
    _ = notes.resignFirstResponder()
    notes.isEditable = false
    notes.isSelectable = false
    #expect(throws: NavigationError.self) { try notes.userTypes("x") }
    await assertReleased([delegate!], configuration: quick) { delegate = nil }
  }
}
