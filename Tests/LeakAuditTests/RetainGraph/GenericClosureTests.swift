import LeakAudit
import Testing

/// A coordinator protocol whose extension wires a child's end, as apps write the helper.
protocol GenericFixtureCoordinator: AnyObject {
  var onFinish: (() -> Void)? { get set }
}

extension GenericFixtureCoordinator {
  func wireWeakly(_ child: any GenericFixtureCoordinator) {
    child.onFinish = { [weak self, weak child] in _ = (self, child) }
  }
}

final class GenericFixtureChild: GenericFixtureCoordinator {
  var onFinish: (() -> Void)?
}

/// Closures made in generic code, read by both walks.
///
/// Their contexts carry the generic arguments as bindings, and their weak captures sit in
/// generic boxes.
@Suite struct GenericClosureTests {
  @Test func aProtocolExtensionsWeakCapturesAreKeyed() {
    let parent = GenericFixtureChild()
    let child = GenericFixtureChild()
    parent.wireWeakly(child)
    let (outcome, text) = stateKey([("app", child), ("parent", parent)], text: true)
    #expect(outcome.key != nil, "\(outcome)")
    #expect(text.contains("weak #"), "\(text)")
    child.onFinish = nil
  }

  @Test func aCapturedOptionalOfAGenericTypeIsFollowed() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    func capturing<Value: AnyObject>(_ value: Value?) -> () -> Void { { _ = value } }
    let holder = ClosureHolder()
    holder.onTap = capturing(handle.object as? Target)
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures} → Target")
  }

  @Test func anArrayOfAGenericElementInNestedGenericsIsFollowed() {
    struct Outer<A> {
      struct Inner<B: AnyObject> {
        func closure(_ a: A, _ b: [B]) -> () -> Void { { _ = (a, b) } }
      }
    }
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = ClosureHolder()
    holder.onTap = Outer<Int>.Inner<Target>().closure(7, [handle.object as! Target])
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures}[0] → Target")
  }

  /// A captured value of an associated type is walked without a crash.
  ///
  /// Resolving its type without its conformance made the runtime abort the process. The walk
  /// now goes on, and what the capture holds is reached:
  /// described where the optimiser made the closure concrete (release), read conservatively
  /// where it kept it generic (debug).
  @Test func aCapturedAssociatedTypeValueIsWalkedWithoutACrash() throws {
    func capturingElement<S: Sequence>(_ sequence: S) -> () -> Void {
      var iterator = sequence.makeIterator()
      let first = iterator.next()
      return { _ = first }
    }
    let child = StateCoordinator("Child")
    let holder = StateCoordinator("Main")
    holder.onFinish = capturingElement([child])
    let encoder = StateEncoder()
    encoder.begin(links: true)
    encoder.root("app", holder)
    encoder.root("child", child)
    let outcome = encoder.finish()
    let unread = encoder.unreadParts
    #expect(outcome.key != nil || unread.allSatisfy { $0.isReadConservatively }, "\(unread)")
    let links = try #require(encoder.links)
    let reached = links.linkedInstances(
      from: try #require(encoder.number(of: holder)), passingThrough: { _ in false })
    #expect(reached.contains { links.object($0.target) === child }, "\(unread)")
  }
}
