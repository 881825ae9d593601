import LeakAudit
import Testing

/// Keys a state from its roots, and returns the key or why there is none.
@discardableResult
func stateKey(_ roots: [(String, AnyObject)], text: Bool = false) -> (
  StateEncoder.Outcome, String
) {
  let encoder = StateEncoder()
  encoder.begin(text: text)
  for (name, object) in roots { encoder.root(name, object) }
  let outcome = encoder.finish()
  return (outcome, encoder.text)
}

func key(_ roots: (String, AnyObject)...) -> StateKey? {
  stateKey(roots).0.key
}

@Suite struct StateEncoderTests {
  // MARK: The same state, reached two ways

  @Test func theSameGraphBuiltInAnotherOrderHasTheSameKey() {
    func build(reversed: Bool) -> StateCoordinator {
      let root = StateCoordinator("Main")
      var names = ["Search", "Profile", "Settings"]
      if reversed { names.reverse() }
      for name in names {
        let child = StateCoordinator(name)
        child.parent = root
        root.byName[name] = child
      }
      root.children = ["Search", "Profile", "Settings"].map { root.byName[$0]! }
      return root
    }
    let first = build(reversed: false)
    let second = build(reversed: true)
    let a = key(("app", first))
    #expect(a != nil)
    #expect(a == key(("app", second)))
  }

  @Test func aDictionaryKeyedByObjectsIsOrderedByTheirContent() {
    func build(_ order: [String]) -> StateCoordinator {
      let root = StateCoordinator("Main")
      for title in order {
        let screen = StateKeyedScreen(title)
        root.completions[screen] = { withExtendedLifetime(screen) {} }
      }
      return root
    }
    let a = key(("app", build(["A", "B", "C", "D"])))
    #expect(a != nil)
    #expect(a == key(("app", build(["D", "C", "B", "A"]))))
    #expect(a != key(("app", build(["A", "B", "C"]))))
  }

  // MARK: What tells states apart (each a positive control)

  @Test func aWeakDelegateSlotIsPartOfTheState() {
    let navigation = StateNavigation()
    let coordinator = StateCoordinator("Main")
    let other = StateCoordinator("Offer")
    let before = key(("nav", navigation), ("main", coordinator), ("offer", other))
    navigation.delegate = coordinator
    let main = key(("nav", navigation), ("main", coordinator), ("offer", other))
    navigation.delegate = other
    let offer = key(("nav", navigation), ("main", coordinator), ("offer", other))
    #expect(before != nil && main != nil && offer != nil)
    #expect(before != main)
    #expect(main != offer)
    #expect(before != offer)
    navigation.delegate = coordinator
    #expect(key(("nav", navigation), ("main", coordinator), ("offer", other)) == main)
  }

  @Test func anObjectReachedOnlyThroughAWeakReferenceIsEncoded() {
    let navigation = StateNavigation()
    let screen = StateScreen("Home")
    navigation.delegate = screen
    let before = key(("nav", navigation))
    screen.isLoaded = true
    #expect(before != nil)
    #expect(key(("nav", navigation)) != before)
  }

  @Test func dataTellsStatesApart() {
    let coordinator = StateCoordinator("Main")
    let zero = key(("app", coordinator))
    coordinator.count = 1
    #expect(zero != key(("app", coordinator)))
    let screen = StateScreen("Home")
    let home = key(("screen", screen))
    screen.title = "Home page, with a title longer than fifteen bytes"
    #expect(home != key(("screen", screen)))
  }

  @Test func whatAClosureCapturesIsPartOfTheState() {
    let coordinator = StateCoordinator("Main")
    let a = StateScreen("A")
    let b = StateScreen("B")
    coordinator.onFinish = { withExtendedLifetime(a) {} }
    let capturesA = key(("app", coordinator), ("a", a), ("b", b))
    coordinator.onFinish = { withExtendedLifetime(b) {} }
    let capturesB = key(("app", coordinator), ("a", a), ("b", b))
    coordinator.onFinish = nil
    let none = key(("app", coordinator), ("a", a), ("b", b))
    #expect(capturesA != nil && capturesB != nil)
    #expect(capturesA != capturesB)
    #expect(capturesA != none)
    coordinator.onFinish = { [weak a] in _ = a }
    let weakly = key(("app", coordinator), ("a", a), ("b", b))
    #expect(weakly != nil)
    #expect(weakly != capturesA)
  }

  @Test func enumsExistentialsAndErrorsAreReadByCaseAndPayload() {
    let holder = Enumerated()
    let screen = StateScreen("Home")
    var seen: [StateKey?] = [key(("h", holder), ("s", screen))]
    holder.phase = .showing(screen)
    seen.append(key(("h", holder), ("s", screen)))
    holder.phase = .finished(code: 1, note: "done")
    seen.append(key(("h", holder), ("s", screen)))
    holder.phase = .finished(code: 2, note: "done")
    seen.append(key(("h", holder), ("s", screen)))
    holder.any = "text"
    seen.append(key(("h", holder), ("s", screen)))
    holder.any = screen
    seen.append(key(("h", holder), ("s", screen)))
    holder.error = StateError(code: 3)
    seen.append(key(("h", holder), ("s", screen)))
    holder.error = StateError(code: 4)
    seen.append(key(("h", holder), ("s", screen)))
    #expect(!seen.contains(nil))
    #expect(Set(seen.compactMap { $0 }).count == seen.count)
  }

  @Test func anUnownedReferenceToADeadObjectIsNotOneToALiveOne() {
    var target: StateScreen? = StateScreen("Gone")
    let holder = UnownedHolder(target!)
    let alive = key(("h", holder))
    target = nil
    let dead = key(("h", holder))
    #expect(alive != nil && dead != nil)
    #expect(alive != dead)
  }

  // MARK: What is left out, and what cannot be keyed

  @Test func anExcludedTypeIsLeftOut() {
    let logged = Logged()
    let before = key(("l", logged))
    logged.log.lines.append("viewDidLoad")
    #expect(before != nil)
    #expect(key(("l", logged)) == before)
    logged.value = 1
    #expect(key(("l", logged)) != before)
  }

  @Test func anUnownedUnsafeReferenceMakesTheStateUnkeyable() {
    let screen = StateScreen("Home")
    let (outcome, _) = stateKey([("h", UnsafeHolder(screen))])
    #expect(
      outcome
        == .unkeyable(
          "an unowned(unsafe) reference in .target, which may point at freed memory (in UnsafeHolder)"
        ))
  }

  @Test func aRawPointerMakesTheStateUnkeyable() {
    let (outcome, _) = stateKey([("h", PointerHolder())])
    #expect(outcome.key == nil)
    if case .unkeyable(let reason) = outcome { #expect(reason.contains("pointer")) }
  }

  @Test func entriesThatReadAlikeMakeTheStateUnkeyable() {
    let root = StateCoordinator("Main")
    for _ in 0..<2 {
      // One closure, twice: the values read alike too.
      root.completions[StateKeyedScreen("Same")] = {}
    }
    let (outcome, _) = stateKey([("app", root)])
    #expect(
      outcome
        == .unkeyable(
          "two entries of a dictionary or set that read alike cannot be ordered (in StateCoordinator)"
        ))
  }

  @Test func theTextFormNamesEveryReferenceAndItsStrength() {
    let navigation = StateNavigation()
    let coordinator = StateCoordinator("Main")
    navigation.delegate = coordinator
    navigation.stack = [StateScreen("Home")]
    let (outcome, text) = stateKey([("nav", navigation)], text: true)
    #expect(outcome.key != nil)
    #expect(text.contains(".delegate=weak #"))
    #expect(text.contains(".stack=[1: #1 ]"))
    #expect(text.contains("StateCoordinator"))
    #expect(text.contains("\"Main\""))
  }
}
