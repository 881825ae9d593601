internal import LeakAudit

/// Finds, with no registration, the app's objects that belonged to screens that left the
/// window: a child coordinator kept in its parent's `childCoordinators`, a view model a
/// coordinator keeps, a coordinator its own finish closure keeps.
///
/// After each settled step it walks everything the window, the app's roots and the audit's
/// registered objects reach, through every reference of every strength (see ``StateEncoder``),
/// and applies one rule:
///
/// - an object of the app (a class instance that is no view controller, no app root, not
///   registered with the audit, and not of the model's or the standard library's modules)
///   *belongs to* a content view controller (one that is no navigation or tab bar controller)
///   when, in a settled state where the screen was in the window, the object pointed to the
///   screen (strongly, weakly or unowned, directly or through closure contexts, boxes and the
///   model's own objects such as bar button items) or the screen pointed to it otherwise than
///   by strong references alone (a weak `coordinator`, a weak capture), and the object was
///   first seen no earlier than the step that first showed the screen. A service made before
///   the screen never belongs to it; what the screen merely holds strongly (a service handed
///   to it, a model object a cache keeps too, a view model with no link back) is not judged,
///   since it reads exactly as the app's own;
/// - it is *expected released* once every screen it belongs to has left the window and it is
///   linked to no content view controller still in the window (containers do not count: a
///   child coordinator holds the shared navigation controller, which stays).
///
/// Each object is judged once. Whether a survivor is reported is decided by its retain
/// analysis: only a survivor that the window or the app's root reaches, or that is in a cycle,
/// is a leak (see ``FlowAudit/settleInferredOwnership()``).
@MainActor
final class OwnershipInference {
  /// An object of the app seen in a settled state.
  struct Record {
    weak var object: AnyObject?
    let probe: Probe
    /// The step that first reached it.
    let firstSeen: Int
    /// The screens it belongs to, in the order found.
    var owners: [Owner] = []
    /// It was expected released.
    var judged = false
  }

  /// A screen an object belongs to, weakly: an address is not an identity once its object died.
  struct Owner {
    weak var screen: ViewController?
    /// Its name, for the finding.
    let name: String
  }

  /// A content view controller seen in the window.
  struct Shown {
    weak var screen: ViewController?
    /// The step that first showed it.
    let firstShown: Int
  }

  /// The app's roots, as the explorer holds them.
  let roots: @MainActor () -> [AnyObject]
  private(set) var records: [ObjectIdentifier: Record] = [:]
  private(set) var shown: [ObjectIdentifier: Shown] = [:]
  /// What the walks met and could not describe, each once, with the moment that first met it:
  /// read conservatively (links found in its words count for what belongs to a screen, never
  /// for what stays), or not at all (what only it holds is not judged).
  private(set) var unread: [(part: UnreadPart, moment: Int)] = []
  /// What the judgements since the last settle expected released, by probe: the screens each
  /// belonged to.
  private(set) var judgedOwners: [Int: [String]] = [:]
  /// What looks between user actions expected released, for the step's settle.
  private(set) var observed: [Probe] = []

  init(roots: @escaping @MainActor () -> [AnyObject]) {
    self.roots = roots
  }

  /// Looks at the settled state: records what is shown and what each object belongs to, and
  /// returns the objects now expected released.
  ///
  /// - Parameters:
  ///   - audit: The audit whose window, tracker and registered objects it reads.
  ///   - encoder: The walk.
  ///   - moment: When it looks, for "first seen" and "first shown": by default the step's
  ///     number; a harness that looks between user actions within one step counts them.
  /// - Returns: The probes of the objects expected released now, in the walk's order.
  func judge(in audit: FlowAudit, encoder: StateEncoder, moment: Int? = nil) -> [Probe] {
    records = records.filter { $0.value.object != nil }
    shown = shown.filter { $0.value.screen != nil }
    let step = moment ?? audit.tracker.currentStep?.number ?? 0
    let appRoots = roots()
    encoder.begin(links: true)
    encoder.root("window", audit.window)
    for root in appRoots { encoder.root("app", root) }
    for object in audit.registeredObjects { encoder.root("registered", object) }
    // What belonged to a screen and is not judged yet, even when nothing above reaches it any
    // more (a coordinator that only its own finish closure keeps).
    for record in records.values.sorted(by: { $0.probe.number < $1.probe.number })
    where !record.judged && !record.owners.isEmpty {
      encoder.root("belonged", record.object)
    }
    // What the walk could not describe does not stop it: the rest is read, and the words of
    // what could not be described are read conservatively (see `UnreadPart`).
    _ = encoder.finish()
    guard let links = encoder.links else { return [] }
    for part in encoder.unreadParts where !unread.contains(where: { $0.part == part }) {
      unread.append((part, step))
    }

    var inWindow: Set<ObjectIdentifier> = []
    audit.window.rootViewController?.forEachInHierarchy { screen in
      guard Self.isContent(screen) else { return }
      inWindow.insert(ObjectIdentifier(screen))
      if shown[ObjectIdentifier(screen)] == nil {
        shown[ObjectIdentifier(screen)] = Shown(screen: screen, firstShown: step)
      }
    }
    let rootIDs = Set(appRoots.map(ObjectIdentifier.init))
    var kinds = [NodeKind](repeating: .other, count: links.count)
    var names: [Int: String] = [:]
    for number in 0..<links.count where links.isInstance[number] {
      let object = links.object(number)
      if let screen = object as? ViewController {
        if Self.isContent(screen) {
          kinds[number] = .content
          names[number] = screen.logName
        }
        continue
      }
      if object is Window { continue }
      let module = Self.module(of: object)
      if Self.modelModules.contains(module) {
        kinds[number] = .passedThrough
      } else if !Self.systemModules.contains(module),
        !rootIDs.contains(ObjectIdentifier(object)), audit.entries.key(of: object) == nil
      {
        kinds[number] = .candidate
      }
    }
    // Links, either way, between the app's objects and the content screens: for each object,
    // its screens, each with whether the link is more than the screen's strong hold on it.
    var linked: [Int: [(screen: Int, isMoreThanHeld: Bool)]] = [:]
    func link(_ object: Int, _ screen: Int, _ isMoreThanHeld: Bool) {
      if let index = linked[object]?.firstIndex(where: { $0.screen == screen }) {
        linked[object]![index].isMoreThanHeld =
          linked[object]![index].isMoreThanHeld || isMoreThanHeld
      } else {
        linked[object, default: []].append((screen, isMoreThanHeld))
      }
    }
    // Links found by reading undescribed words conservatively may be no references at all:
    // they may make an object belong to a screen (so that it is judged), never keep one from
    // being judged (`exactly` says which links keep an object linked to a screen on show).
    var exactly: [Int: Set<Int>] = [:]
    func passes(_ number: Int) -> Bool { kinds[number] == .passedThrough }
    for number in 0..<links.count where kinds[number] == .content || kinds[number] == .candidate {
      for includesConservative in [true, false] {
        for (target, onlyStrong) in links.linkedInstances(
          from: number, includingConservative: includesConservative, passingThrough: passes)
        {
          if kinds[number] == .candidate, kinds[target] == .content {
            if includesConservative {
              link(number, target, true)
            } else {
              exactly[number, default: []].insert(target)
            }
          } else if kinds[number] == .content, kinds[target] == .candidate {
            if includesConservative {
              link(target, number, !onlyStrong)
            } else {
              exactly[target, default: []].insert(number)
            }
          }
        }
        // A walk with nothing read conservatively has no other links to look for.
        if links.conservativeCount == 0 { break }
      }
    }
    if links.conservativeCount == 0 {
      for (object, screens) in linked { exactly[object] = Set(screens.map(\.screen)) }
    }
    var judged: [Probe] = []
    for number in 0..<links.count where kinds[number] == .candidate {
      let object = links.object(number)
      let id = ObjectIdentifier(object)
      if records[id] == nil {
        let probe = audit.tracker.trackFoundObject(object)
        records[id] = Record(object: object, probe: probe, firstSeen: step)
      }
      var record = records[id]!
      let screens = linked[number] ?? []
      for (screen, isMoreThanHeld) in screens {
        let screenID = ObjectIdentifier(links.object(screen))
        guard inWindow.contains(screenID), let first = shown[screenID]?.firstShown,
          first <= record.firstSeen,
          !record.owners.contains(where: { $0.screen.map(ObjectIdentifier.init) == screenID }),
          // What a screen merely holds strongly may be the app's (a service, a cached model
          // object) as well as the screen's: only a link back to the screen says whose it is.
          isMoreThanHeld
        else { continue }
        record.owners.append(Owner(screen: shown[screenID]?.screen, name: names[screen] ?? "?"))
      }
      if !record.judged, !record.owners.isEmpty,
        !record.owners.contains(where: { owner in
          owner.screen.map { inWindow.contains(ObjectIdentifier($0)) } ?? false
        }),
        !(exactly[number] ?? []).contains(where: {
          inWindow.contains(ObjectIdentifier(links.object($0)))
        })
      {
        record.judged = true
        judged.append(record.probe)
        judgedOwners[record.probe.number] = record.owners.map(\.name)
      }
      records[id] = record
    }
    return judged
  }

  /// Looks between user actions: records what is shown and what belongs to it, and keeps
  /// what is expected released for the step's settle.
  func observe(in audit: FlowAudit, encoder: StateEncoder, moment: Int) {
    observed += judge(in: audit, encoder: encoder, moment: moment)
  }

  /// What the looks and the last judgement expected released, once: the caller settles.
  func takeJudged(in audit: FlowAudit, encoder: StateEncoder, moment: Int? = nil) -> (
    probes: [Probe], owners: [Int: [String]]
  ) {
    let probes = observed + judge(in: audit, encoder: encoder, moment: moment)
    let owners = judgedOwners
    observed = []
    judgedOwners = [:]
    return (probes, owners)
  }

  /// Writes what it knows into a state key: for each object and screen it recorded, its
  /// number, the order of the steps that first saw it (not the steps' numbers, which depend
  /// on the path), the screens it belongs to and whether it was judged.
  ///
  /// What no later judgement reads is left out, so that the key says what comes next, not how
  /// the state was reached: an object already judged is its number and that it was judged
  /// alone (it is never judged again, so when it was first seen and whose it was decide
  /// nothing); the order of steps is taken over what is still compared (the objects not
  /// judged yet and the screens); a screen it belonged to that has gone is its name (which
  /// the finding says when the object is judged).
  ///
  /// Objects of an island that no step can reach again (see ``FlowAudit/inertSurvivors(in:keys:)``)
  /// are left out, with the screens among them: each was judged, and no record not judged yet
  /// names one.
  ///
  /// - Parameters:
  ///   - encoder: An encoding under way, after its roots.
  ///   - inert: The addresses of the objects left out.
  func encodeState(into encoder: StateEncoder, leavingOut inert: Set<UInt> = []) {
    var steps: Set<Int> = []
    var items: [(number: Int, step: Int?, fields: [Int], gone: [String])] = []
    for record in records.values {
      guard let object = record.object, !inert.contains(Self.address(of: object)) else {
        continue
      }
      guard !record.judged else {
        items.append((encoder.number(assigning: object), nil, [0, 1], []))
        continue
      }
      steps.insert(record.firstSeen)
      var gone: [String] = []
      let owners = record.owners.map { owner -> Int in
        guard let screen = owner.screen else {
          gone.append(owner.name)
          return -2
        }
        return encoder.number(assigning: screen)
      }
      items.append(
        (encoder.number(assigning: object), record.firstSeen, [0, 0, owners.count] + owners, gone))
    }
    for entry in shown.values {
      guard let screen = entry.screen, !inert.contains(Self.address(of: screen)) else { continue }
      steps.insert(entry.firstShown)
      items.append((encoder.number(assigning: screen), entry.firstShown, [1], []))
    }
    encoder.drain()
    let rank = Dictionary(uniqueKeysWithValues: steps.sorted().enumerated().map { ($1, $0) })
    encoder.note("inferred ownership")
    for item in items.sorted(by: { ($0.number, $0.fields.first!) < ($1.number, $1.fields.first!) })
    {
      encoder.note(item.number)
      encoder.note(item.step.map { rank[$0]! } ?? -1)
      for field in item.fields { encoder.note(field) }
      for name in item.gone { encoder.note(name) }
    }
  }

  private enum NodeKind {
    /// A content view controller.
    case content
    /// An object of the app, which may belong to a screen.
    case candidate
    /// An object of the model's own (a bar button item, a presentation controller): looked
    /// through, as closure contexts and boxes are.
    case passedThrough
    case other
  }

  /// The modules of the model: their objects are the screens' own parts, looked through.
  private static let modelModules: Set<Substring> = [
    "CoordinatorTree", "HeadlessUIKit", "LeakAudit",
  ]
  /// Modules whose objects are no app's: never judged.
  private static let systemModules: Set<Substring> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "CoreFoundation", "Dispatch", "_Concurrency", "Synchronization",
  ]

  private static func module(of object: AnyObject) -> Substring {
    String(reflecting: type(of: object)).prefix { $0 != "." }
  }

  /// Whether a view controller shows content: no navigation or tab bar controller.
  static func isContent(_ screen: ViewController) -> Bool {
    !(screen is NavigationController || screen is TabBarController)
  }
}
