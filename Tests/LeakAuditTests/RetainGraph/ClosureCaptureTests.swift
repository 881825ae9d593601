import Dispatch
import LeakAudit
import Testing

/// Closures stored in objects: which captures own, and how paths name them.
@Suite struct ClosureCaptureTests {
  /// A holder whose `onTap` is set by `install`, which gets the target only through a handle.
  func holder(_ handle: Handle, install: (ClosureHolder, Target) -> Void) -> ClosureHolder {
    let holder = ClosureHolder()
    install(holder, handle.object as! Target)
    return holder
  }

  @Test func aClosureThatCapturesTheTargetStronglyOwnsIt() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    // One strong capture: the closure's context is the target itself.
    let single = holder(handle) { holder, target in holder.onTap = { target.handle() } }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(single)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures} → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func aClosureThatCapturesAnOptionalClosureOwnsWhatThatOneCaptures() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let wrapped = holder(handle) { holder, target in
      // As a router wraps its caller's completion: `{ onDismissed?() }`.
      let inner: (() -> Void)? = { target.handle() }
      holder.onTap = {
        inner?()
        _ = holder
      }
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(wrapped)])
    #expect(explanation.path != nil, "the optional closure's captures were not followed")
    #expect(explanation.path?.description.hasSuffix("→ Target") == true)
    withExtendedLifetime(wrapped) {}
  }

  @Test func aClosureWithSeveralCapturesOwnsEachStrongOne() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let other = Target()
    let several = holder(handle) { holder, target in
      holder.onValue = { number in
        other.handle()
        target.handle()
        return "\(number)"
      }
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(several)])
    #expect(explanation.path?.description == "ClosureHolder.onValue{closure captures} → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func weakAndUnownedCapturesOwnNothing() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let other = Target()
    let weakHolder = holder(handle) { holder, target in
      holder.onTap = { [weak target] in target?.handle() }
    }
    let unownedHolder = holder(handle) { holder, target in
      holder.onTap = { [unowned target] in target.handle() }
    }
    let mixedHolder = holder(handle) { holder, target in
      holder.onTap = { [weak target] in
        target?.handle()
        other.handle()
      }
    }
    let unsafeHolder = holder(handle) { holder, target in
      holder.onTap = { [unowned(unsafe) target] in target.handle() }
    }
    let explanation = explainOne(
      handle,
      roots: [
        .object(weakHolder), .object(unownedHolder), .object(mixedHolder), .object(unsafeHolder),
      ])
    #expect(explanation.path == nil)
    #expect(explanation.ownersFound == 0)
    #expect(explanation.unexplainedOwners == 1)
    hidden.release()
  }

  @Test func aMethodReferenceStoredAsAClosureOwnsItsObject() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let method = holder(handle) { holder, target in holder.onTap = target.handle }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(method)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures} → Target")
  }

  @Test func aCapturedVarIsFollowedThroughItsBox() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let boxed = holder(handle) { holder, target in
      var current: Target? = target
      var taps = 0
      holder.onTap = {
        taps += 1
        current?.handle()
        if taps > 10 { current = nil }
      }
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(boxed)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures} → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func aNestedClosureIsFollowed() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let other = Target()
    let nested = holder(handle) { holder, target in
      let inner: () -> Void = {
        other.handle()
        target.handle()
      }
      let second: () -> Void = { other.handle() }
      holder.onTap = {
        second()
        inner()
      }
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(nested)])
    #expect(
      explanation.path?.description
        == "ClosureHolder.onTap{closure captures}{closure captures} → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func anArrayOfClosuresIsFollowed() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let list = holder(handle) { holder, target in
      holder.handlers = [{}, { target.handle() }]
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(list)])
    #expect(explanation.path?.description == "ClosureHolder.handlers[1]{closure captures} → Target")
  }

  @Test func aClosureCapturingAValueWithAReferenceIsFollowedIntoIt() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let other = Target()
    let valued = holder(handle) { holder, target in
      let state = ValueHolder.State(current: target)
      holder.onTap = {
        other.handle()
        _ = state
      }
    }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(valued)])
    #expect(
      explanation.path?.description == "ClosureHolder.onTap{closure captures}.current → Target")
  }

  @Test func aGenericClosureIsFollowed() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    func capturing<Value: AnyObject>(_ value: Value, _ other: Target) -> () -> Void {
      { _ = (value, other) }
    }
    let generic = holder(handle) { holder, target in holder.onTap = capturing(target, Target()) }
    hidden.release()
    let explanation = explainOne(handle, roots: [.object(generic)])
    #expect(explanation.path?.description == "ClosureHolder.onTap{closure captures} → Target")
  }

  @Test func aClosureThatCapturesItsOwnerIsACycle() {
    func makeCycle() -> Handle {
      let holder = ClosureHolder()
      holder.onTap = { _ = holder.handlers }
      return Handle(holder)
    }
    let handle = makeCycle()
    let explanation = explainOne(handle)
    #expect(
      explanation.cycle?.description == "ClosureHolder.onTap{closure captures} → ClosureHolder")
    #expect(explanation.unexplainedOwners == 0)
    (handle.object as? ClosureHolder)?.onTap = nil
  }

  // MARK: What the walk cannot follow

  @Test func aCBlockIsNotedAndNeverTouched() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = BlockHolder()
    let target = handle.object as! Target
    holder.block = { target.handle() }
    holder.optionalBlock = { target.handle() }
    holder.target = Target()
    let owned = Handle(holder.target!)
    let analysis = explain([handle, owned], roots: [.object(holder)])
    #expect(analysis.explanations[0].path == nil)
    // The hidden owner, the two blocks, and `target`.
    #expect(analysis.explanations[0].unexplainedOwners == 4)
    #expect(analysis.explanations[1].path?.description == "BlockHolder.target → Target")
    #expect(
      analysis.notes == [
        "a C block in BlockHolder.block is not followed",
        "a C block in BlockHolder.optionalBlock is not followed",
      ])
    withExtendedLifetime(target) {}
    hidden.release()
  }

  @Test func aDispatchWorkItemIsAnOwnerTheWalkCannotSee() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = WorkItemHolder()
    let target = handle.object as! Target
    holder.item = DispatchWorkItem { target.handle() }
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path == nil)
    #expect(explanation.unexplainedOwners == 3)  // the hidden owner, the work item, `target`
    withExtendedLifetime(target) {}
    hidden.release()
  }
}
