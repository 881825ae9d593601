import LeakAudit
import Testing

/// Fingerprints group the same leak across runs: type and field names count, addresses and
/// indices do not.
@Suite struct FingerprintTests {
  /// The fingerprint of a leaked target held by a parent at `index` of its children.
  func fingerprint(atIndex index: Int) -> String? {
    let tracker = LeakTracker(configuration: quick)
    let parent = CollectionHolder()
    tracker.expectAlive([tracker.track(parent)])
    parent.list = (0...index).map { _ in Target() }
    tracker.expectReleased([tracker.track(parent.list[index])])
    let fingerprint = tracker.check().findings.first?.fingerprint
    withExtendedLifetime(parent) {}
    return fingerprint
  }

  @Test func theIndexInACollectionDoesNotChangeTheFingerprint() {
    #expect(fingerprint(atIndex: 0) != nil)
    #expect(fingerprint(atIndex: 0) == fingerprint(atIndex: 3))
  }

  @Test func theFingerprintIsTheSameInEveryRunAndOnEveryMachine() {
    // FNV-1a of the path's shape: pinned, so that an allow-list written today still matches.
    #expect(fingerprint(atIndex: 2) == "b1a7bb9d4c26cf07")
  }

  @Test func aCycleHasOneFingerprintWhicheverMemberItIsFoundFrom() {
    let tracker = LeakTracker(configuration: quick)
    func start() {
      let coordinator = RegisterCoordinator()
      coordinator.viewModel = RegisterViewModel()
      coordinator.viewModel?.coordinator = coordinator
      tracker.track(coordinator)
      tracker.track(coordinator.viewModel!)
    }
    start()
    let findings = tracker.finishNow().findings
    #expect(findings.count == 2)
    #expect(findings[0].retainCycle != findings[1].retainCycle)
    #expect(findings[0].fingerprint == findings[1].fingerprint)
  }

  @Test func differentFieldsGiveDifferentFingerprints() {
    let tracker = LeakTracker(configuration: quick)
    let holder = ValueHolder()
    tracker.expectAlive([tracker.track(holder)])
    holder.state.current = Target()
    holder.state.inner.deep = Target()
    tracker.expectReleased([
      tracker.track(holder.state.current!), tracker.track(holder.state.inner.deep!),
    ])
    let findings = tracker.check().findings
    #expect(findings.count == 2)
    #expect(Set(findings.compactMap(\.fingerprint)).count == 2)
    withExtendedLifetime(holder) {}
  }

  @Test func aLeakWithNothingFoundIsFingerprintedByItsType() {
    let global = HiddenOwner()
    let tracker = LeakTracker(configuration: quick)
    func start() {
      let target = Target()
      global.keep(target)
      tracker.expectReleased([tracker.track(target)])
      let other = Box(0)
      global.keep(other)
      tracker.expectReleased([tracker.track(other)])
    }
    start()
    let findings = tracker.check().findings
    #expect(findings.allSatisfy { $0.retainPath == nil && $0.retainCycle == nil })
    #expect(findings.map(\.unexplainedOwners) == [1, 1])
    #expect(findings[0].fingerprint != findings[1].fingerprint)
    global.release()
  }

  @Test func theShapeEmptiesEverySubscriptButKeepsNames() {
    let path = RetainPath(
      links: [
        .init(ownerType: "Cache", field: #"entries["a]b"][2]"#),
        .init(ownerType: "Entry", field: "state(.showing)"),
      ],
      targetType: "Screen")
    #expect(path.description == #"Cache.entries["a]b"][2] → Entry.state(.showing) → Screen"#)
    #expect(path.shape == "Cache.entries[][] → Entry.state(.showing) → Screen")
  }

  @Test func linksPrintWithoutADotBeforeASubscriptOrACapture() {
    #expect(RetainPath.Link(ownerType: "handlers", field: "[0]").description == "handlers[0]")
    #expect(RetainPath.Link(ownerType: "Cache.current", field: "").description == "Cache.current")
    #expect(
      RetainPath.Link(ownerType: "Screen", field: "onTap{closure captures}").description
        == "Screen.onTap{closure captures}")
  }

  /// Two survivors of one holder's one field, tracked with labels: the fingerprints of
  /// `children[0]` and `children[1]`, and of the same pair without labels.
  func fingerprintsOfTwoChildren(labelled: Bool) -> [String?] {
    let tracker = LeakTracker(configuration: quick)
    let parent = CollectionHolder()
    tracker.expectAlive([tracker.track(parent, label: labelled ? "Main" : nil)])
    parent.list = [Target(), Target()]
    tracker.expectReleased([
      tracker.track(parent.list[0], label: labelled ? "Search" : nil),
      tracker.track(parent.list[1], label: labelled ? "Offer" : nil),
    ])
    let fingerprints = tracker.check().findings.map(\.fingerprint)
    withExtendedLifetime(parent) {}
    return fingerprints
  }

  @Test func twoSurvivorsOfOneHolderAndFieldAreTwoCausesWhenTheirLabelsDiffer() {
    // A report tells 'Search' held by Main.list[] from 'Offer' held by Main.list[]: so do
    // their fingerprints, and an allow-list entry names one of them. Before, the path's types
    // alone were hashed: one fingerprint silenced both.
    let labelled = fingerprintsOfTwoChildren(labelled: true)
    #expect(labelled.count == 2 && labelled.allSatisfy { $0 != nil })
    #expect(labelled[0] != labelled[1])
    // Without labels nothing tells them apart, as before.
    let unlabelled = fingerprintsOfTwoChildren(labelled: false)
    #expect(unlabelled[0] == unlabelled[1])
    #expect(unlabelled[0] != labelled[0])
  }

  @Test func anAllowListEntryNamesOneBugOfSeveral() throws {
    let fingerprints = fingerprintsOfTwoChildren(labelled: true).compactMap { $0 }
    var configuration = quick
    configuration.allowList = try AllowList(parsing: "\(fingerprints[0]) the search flow, known")
    let tracker = LeakTracker(configuration: configuration)
    let parent = CollectionHolder()
    tracker.expectAlive([tracker.track(parent, label: "Main")])
    parent.list = [Target(), Target()]
    tracker.expectReleased([
      tracker.track(parent.list[0], label: "Search"),
      tracker.track(parent.list[1], label: "Offer"),
    ])
    let findings = tracker.check().findings
    withExtendedLifetime(parent) {}
    let severities = Dictionary(
      uniqueKeysWithValues: findings.map { ($0.objects[0].label ?? "", $0.severity) })
    #expect(severities == ["Search": .note, "Offer": .error])
  }

  @Test func aLabelThatNamesTheWalksPathCountsWithoutItsIndices() {
    // trackGraph labels each object it reaches by the walk's path, `via
    // CollectionHolder.list[1]`: an index in a label is no more a cause than in a field.
    let tracker = LeakTracker(configuration: quick)
    let parent = CollectionHolder()
    parent.list = [Target(), Target()]
    let probes = tracker.trackGraph(from: parent)
    tracker.expectAlive([probes[0]])
    tracker.expectReleased(Array(probes.dropFirst()))
    let findings = tracker.check().findings
    withExtendedLifetime(parent) {}
    #expect(
      findings.map { $0.objects[0].label } == [
        "via CollectionHolder.list[0]", "via CollectionHolder.list[1]",
      ])
    #expect(findings.count == 2 && findings[0].fingerprint == findings[1].fingerprint)
    #expect(findings[0].fingerprint != nil)
  }

  @Test func theLastLinksDictionaryKeyThatNamesSomethingIsPartOfTheCause() {
    #expect(RetainPath.causeField(#"flows["login"]"#) == #"flows["login"]"#)
    #expect(RetainPath.causeField(#"flows["login-2"]"#) == "flows[]")
    #expect(RetainPath.causeField("flows[.login]") == "flows[.login]")
    #expect(RetainPath.causeField("children[3]") == "children[]")
  }
}
