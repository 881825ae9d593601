import Dispatch
import LeakAudit
import Testing

/// Makes a target that only `owner` keeps alive, and returns a weak handle to it.
func makeTarget(keptBy owner: HiddenOwner) -> Handle {
  let target = Target()
  owner.keep(target)
  return Handle(target)
}

/// One test per kind of edge: the path through it when it owns, and no path when it does not.
@Suite struct RetainEdgeTests {
  // MARK: Stored properties

  @Test func aStrongStoredPropertyIsAnOwner() {
    let anchor = Target()
    let holder = FieldHolder(unsafeTarget: anchor)
    holder.target = Target()
    let explanation = explainOne(Handle(holder.target!), roots: [.object(holder)])
    #expect(explanation.path?.description == "FieldHolder.target → Target")
    #expect(explanation.ownersFound == 1)
    #expect(explanation.unexplainedOwners == 0)
    withExtendedLifetime(anchor) {}
  }

  @Test func aLetOfClassTypeIsAnOwnerAndAnUnownedLetIsNot() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = LetHolder(Target(), unowned: handle.object as! Target)
    let owned = Handle(holder.target)
    let analysis = explain([owned, handle], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "LetHolder.target → Target")
    #expect(analysis.explanations[1].path == nil)
    #expect(analysis.explanations[1].unexplainedOwners == 1)
    hidden.release()
  }

  @Test func weakAndUnownedUnsafeStoredPropertiesAreNoOwners() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = FieldHolder(unsafeTarget: handle.object as! Target)
    holder.weakTarget = handle.object as? Target
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path == nil)
    #expect(explanation.cycle == nil)
    #expect(explanation.unrootedPath == nil)
    #expect(explanation.ownersFound == 0)
    #expect(explanation.unexplainedOwners == 1)
    hidden.release()
  }

  @Test func aSuperclassStoredPropertyIsNamedByTheSubclass() {
    let holder = SubclassHolder()
    holder.inherited = Target()
    let explanation = explainOne(Handle(holder.inherited!), roots: [.object(holder)])
    #expect(explanation.path?.description == "SubclassHolder.inherited → Target")
  }

  @Test func aGenericClassIsNamedWithItsArgument() {
    let box = Box(Target())
    let explanation = explainOne(Handle(box.value), roots: [.object(box)])
    #expect(explanation.path?.description == "Box<Target>.value → Target")
  }

  @Test func aLazyPropertyIsNamedAsTheSourceSpellsIt() {
    let holder = LazyHolder()
    _ = holder.target
    let explanation = explainOne(Handle(holder.made), roots: [.object(holder)])
    // `made` and the lazy `target` both hold it; the first declared wins.
    #expect(explanation.path?.description == "LazyHolder.made → Target")
    #expect(explanation.ownersFound == 2)
  }

  @Test func theShortestOfSeveralPathsWins() {
    let far = Box(Box(Target()))
    let near = Box(far.value.value)
    let explanation = explainOne(Handle(near.value), roots: [.object(far), .object(near)])
    #expect(explanation.path?.description == "Box<Target>.value → Target")
    #expect(explanation.ownersFound == 2)
  }

  @Test func aPathRunsThroughEveryObjectOnTheWay() {
    let root = Box(Box(Box(Target())))
    let explanation = explainOne(Handle(root.value.value.value), roots: [.object(root)])
    #expect(
      explanation.path?.description
        == "Box<Box<Box<Target>>>.value → Box<Box<Target>>.value → Box<Target>.value → Target")
  }

  // MARK: Collections

  @Test func anArrayElementIsNamedByItsIndex() {
    let holder = CollectionHolder()
    holder.list = [Box(1), Target()]
    let explanation = explainOne(Handle(holder.list[1]), roots: [.object(holder)])
    #expect(explanation.path?.description == "CollectionHolder.list[1] → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  /// An array whose elements hold an array of another element type: each array is walked with
  /// its own element layout (a walk once read the outer array with the inner one's, missing
  /// what the outer elements hold and reading past the outer storage).
  @Test func anArrayOfElementsThatHoldArraysIsWalkedWithEachElementsLayout() {
    let holder = Box([Outer(target: Target(), inner: [Inner(count: 1, target: Target())])])
    let analysis = explain(
      [Handle(holder.value[0].target), Handle(holder.value[0].inner[0].target)],
      roots: [.object(holder)])
    #expect(
      analysis.explanations[0].path?.description
        == "Box<Array<Outer>>.value[0].target → Target")
    #expect(
      analysis.explanations[1].path?.description
        == "Box<Array<Outer>>.value[0].inner[0].target → Target")
    #expect(analysis.explanations.allSatisfy { $0.unexplainedOwners == 0 })
  }

  @Test func aContiguousArrayElementIsAnOwner() {
    let holder = CollectionHolder()
    holder.contiguous = [Target()]
    let explanation = explainOne(Handle(holder.contiguous[0]), roots: [.object(holder)])
    #expect(explanation.path?.description == "CollectionHolder.contiguous[0] → Target")
  }

  @Test func anArrayOfWeakBoxesOwnsNothing() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = CollectionHolder()
    holder.weakList = [WeakTarget(target: handle.object as? Target)]
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path == nil)
    #expect(explanation.unexplainedOwners == 1)
    hidden.release()
  }

  @Test func twoArraysSharingStorageCountTheirElementsOnce() {
    let first = Box([Target()])
    let second = Box(first.value)  // the same storage, copied on write only
    let explanation = explainOne(Handle(first.value[0]), roots: [.object(first), .object(second)])
    #expect(explanation.path?.description == "Box<Array<Target>>.value[0] → Target")
    #expect(explanation.ownersFound == 1)
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func aDictionaryValueIsNamedByItsKey() {
    let holder = CollectionHolder()
    holder.byName = ["search": Target()]
    let explanation = explainOne(Handle(holder.byName["search"]!), roots: [.object(holder)])
    #expect(explanation.path?.description == #"CollectionHolder.byName["search"] → Target"#)
  }

  @Test func equallyShortPathsThroughADictionaryPickTheKeyThatSortsFirst() {
    let target = Target()
    let holder = CollectionHolder()
    holder.byName = ["zeta": target, "alpha": target, "mid": target]
    let handle = Handle(target)
    holder.list = []
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path?.description == #"CollectionHolder.byName["alpha"] → Target"#)
    withExtendedLifetime(target) {}
  }

  @Test func aDictionaryKeyIsAnOwner() {
    let holder = CollectionHolder()
    holder.byTarget = [Target(): 1]
    let explanation = explainOne(Handle(holder.byTarget.keys.first!), roots: [.object(holder)])
    #expect(explanation.path?.description == "CollectionHolder.byTarget[… (key)] → Target")
  }

  @Test func aSetMemberIsAnOwner() {
    let holder = CollectionHolder()
    holder.members = [Target()]
    let explanation = explainOne(Handle(holder.members.first!), roots: [.object(holder)])
    #expect(explanation.path?.description == "CollectionHolder.members[member] → Target")
  }

  // MARK: Values

  @Test func aTupleElementIsNamedByPositionOrLabel() {
    let holder = ValueHolder()
    holder.pair = (1, Target())
    holder.labelled = (2, Target())
    let analysis = explain(
      [Handle(holder.pair.1!), Handle(holder.labelled.target!)], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "ValueHolder.pair.1 → Target")
    #expect(analysis.explanations[1].path?.description == "ValueHolder.labelled.target → Target")
  }

  @Test func aNestedStructIsFollowedAndItsWeakFieldIsNot() {
    let hidden = HiddenOwner()
    let weakOnly = makeTarget(keptBy: hidden)
    let holder = ValueHolder()
    holder.state.current = Target()
    holder.state.inner.deep = Target()
    holder.state.previous = weakOnly.object as? Target
    let analysis = explain(
      [Handle(holder.state.current!), Handle(holder.state.inner.deep!), weakOnly],
      roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "ValueHolder.state.current → Target")
    #expect(analysis.explanations[1].path?.description == "ValueHolder.state.inner.deep → Target")
    #expect(analysis.explanations[2].path == nil)
    #expect(analysis.explanations[2].unexplainedOwners == 1)
    hidden.release()
  }

  // MARK: Enums

  @Test func anEnumPayloadIsNamedByItsCase() {
    let holder = EnumHolder()
    holder.mode = .showing(Target())
    guard case .showing(let target) = holder.mode else { return }
    let explanation = explainOne(Handle(target), roots: [.object(holder)])
    #expect(explanation.path?.description == "EnumHolder.mode(.showing) → Target")
  }

  @Test func aMultiElementPayloadNamesTheElement() {
    let holder = EnumHolder()
    holder.mode = .pair(7, Target())
    // A handle made in a function, so that no local of this test binds the payload.
    func handle(_ mode: EnumHolder.Mode) -> Handle? {
      guard case .pair(_, let target) = mode else { return nil }
      return Handle(target)
    }
    let explanation = explainOne(handle(holder.mode)!, roots: [.object(holder)])
    #expect(explanation.path?.description == "EnumHolder.mode(.pair).1 → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func aSinglePayloadEnumAndAGenericOneAreFollowed() {
    let holder = EnumHolder()
    holder.slot = .filled(Target())
    holder.loaded = .value(Target())
    guard case .filled(let filled) = holder.slot, case .value(let loaded) = holder.loaded else {
      return
    }
    let analysis = explain([Handle(filled), Handle(loaded)], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "EnumHolder.slot(.filled) → Target")
    #expect(analysis.explanations[1].path?.description == "EnumHolder.loaded(.value) → Target")
  }

  @Test func anEmptyCaseOrACaseWithoutReferencesOwnsNothing() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let holder = EnumHolder()
    holder.mode = .text("not a reference")
    let explanation = explainOne(handle, roots: [.object(holder)])
    #expect(explanation.path == nil)
    #expect(explanation.unexplainedOwners == 1)
    hidden.release()
  }

  @Test func anIndirectEnumIsFollowedThroughItsBoxes() {
    let holder = EnumHolder()
    holder.chain = .link(Target(), .link(Target(), .end))
    func handle(_ chain: EnumHolder.Chain) -> Handle? {
      guard case .link(_, .link(let second, _)) = chain else { return nil }
      return Handle(second)
    }
    let explanation = explainOne(handle(holder.chain)!, roots: [.object(holder)])
    #expect(explanation.path?.description == "EnumHolder.chain(.link).1(.link).0 → Target")
    #expect(explanation.unexplainedOwners == 0)
  }

  @Test func anOptionalEnumIsFollowedWithoutNamingTheOptional() {
    let holder = EnumHolder()
    holder.optionalMode = .showing(Target())
    guard case .showing(let target) = holder.optionalMode else { return }
    let explanation = explainOne(Handle(target), roots: [.object(holder)])
    #expect(explanation.path?.description == "EnumHolder.optionalMode(.showing) → Target")
  }

  // MARK: Existentials

  @Test func anyHoldingAnObjectIsAnOwner() {
    let holder = ExistentialHolder()
    holder.any = Target()
    holder.anyObject = Target()
    let analysis = explain(
      [Handle(holder.any as AnyObject), Handle(holder.anyObject!)], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "ExistentialHolder.any → Target")
    #expect(analysis.explanations[1].path?.description == "ExistentialHolder.anyObject → Target")
  }

  @Test func anyHoldingAValueInlineOrInABoxIsFollowed() {
    let holder = ExistentialHolder()
    holder.any = SmallValue(target: Target())
    holder.described = LargeValue(target: Target())
    let small = Handle((holder.any as! SmallValue).target)
    let large = Handle((holder.described as! LargeValue).target)
    let analysis = explain([small, large], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "ExistentialHolder.any.target → Target")
    #expect(
      analysis.explanations[1].path?.description == "ExistentialHolder.described.target → Target")
    #expect(analysis.explanations[1].unexplainedOwners == 0)
  }

  @Test func aClassBoundExistentialIsAnOwnerUnlessWeak() {
    let hidden = HiddenOwner()
    let weakOnly = makeTarget(keptBy: hidden)
    let holder = ExistentialHolder()
    holder.delegate = Target()
    holder.weakDelegate = weakOnly.object as? Target
    let analysis = explain([Handle(holder.delegate!), weakOnly], roots: [.object(holder)])
    #expect(analysis.explanations[0].path?.description == "ExistentialHolder.delegate → Target")
    #expect(analysis.explanations[1].path == nil)
    #expect(analysis.explanations[1].unexplainedOwners == 1)
    hidden.release()
  }

  @Test func anErrorExistentialIsFollowedIntoItsBox() {
    let holder = ExistentialHolder()
    holder.error = TargetError(target: Target())
    let explanation = explainOne(
      Handle((holder.error as! TargetError).target), roots: [.object(holder)])
    #expect(explanation.path?.description == "ExistentialHolder.error.target → Target")
  }

  // MARK: Roots

  @Test func aValueRootIsNamedByItsName() {
    let target = Target()
    let handle = Handle(target)
    let handlers: [() -> Void] = [{}, { target.handle() }]
    let explanation = explainOne(handle, roots: [.value(name: "EventBus.handlers") { handlers }])
    #expect(explanation.path?.description == "EventBus.handlers[1]{closure captures} → Target")
    // The local `target` is an owner the walk cannot see.
    #expect(explanation.unexplainedOwners == 1)
    withExtendedLifetime(target) {}
  }

  @Test func aValueRootThatHoldsTheTargetDirectlyCountsItsOriginal() {
    let hidden = HiddenOwner()
    let handle = makeTarget(keptBy: hidden)
    let explanation = explainOne(
      handle, roots: [.value(name: "Cache.current") { Optional(handle.object as! Target) as Any }])
    #expect(explanation.path?.description == "Cache.current → Target")
    // The hidden owner stands for the original the root value was copied from.
    #expect(explanation.unexplainedOwners == 0)
    hidden.release()
  }
}

/// An element that holds a target and an array of ``Inner``.
struct Outer {
  var target: Target
  var inner: [Inner]
}

/// An element whose reference comes after a plain value.
struct Inner {
  var count: Int
  var target: Target
}
