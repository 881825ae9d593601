import CoordAuditScenarios

/// Random apps written as scenario files, for exploration's differential tests: mixed systems,
/// hand-written wirings, faults, sheets, tabs, extra references; each with its app actions and
/// a setup, and valid (a candidate the validator refuses is replaced by the next one).
enum RandomScenarios {
  /// SplitMix64: the same seed gives the same app on every machine.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// The scenario of a seed: the first valid candidate `check` accepts.
  static func scenario(seed: UInt64, check: (String) -> Bool) -> String {
    var random = Generator(state: seed)
    for _ in 0..<100 {
      let candidate = App(random: &random).text
      if check(candidate) { return candidate }
    }
    preconditionFailure("seed \(seed): no valid candidate in 100")
  }

  struct Flow {
    var name: String
    var system: String
    /// `root`, `tab`, `in PARENT`, `in PARENT sheet`.
    var placement: String
    var parent: Int?
    var isSheet = false
    var screens: [(name: String, model: String?)] = []
    var faults: [String] = []
    var wiring: [String] = []
  }

  struct App {
    var flows: [Flow] = []
    var references: [String] = []
    var actions: [(name: String, body: String)] = []
    var setup = ""

    init(random: inout Generator) {
      func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
      func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
      let systems = ["child-array", "self-releasing", "router", "hand-written", "scene"]
      let main = pick(systems)
      let tabs = main != "scene" && main != "router" && chance(25)
      var names = 0
      func name(_ prefix: String) -> String {
        names += 1
        return "\(prefix)\(names)"
      }
      func addScreens(_ index: Int) {
        let count = flows[index].system == "router" ? 1 : Int.random(in: 1...2, using: &random)
        let shared = chance(20) ? name("Model") : nil
        for _ in 0..<count {
          let model = chance(60) ? (shared ?? name("Model")) : nil
          flows[index].screens.append((name("Screen"), model))
        }
      }
      if tabs {
        for _ in 0..<2 {
          flows.append(Flow(name: name("Tab"), system: main, placement: "tab"))
          addScreens(flows.count - 1)
        }
        setup = "start tabs"
      } else {
        flows.append(Flow(name: name("Main"), system: main, placement: "root"))
        addScreens(0)
        setup = "start \(flows[0].name)"
      }
      // Children, each started from a flow declared before it.
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let parentIndex = Int.random(in: 0..<flows.count, using: &random)
        let parent = flows[parentIndex]
        var choices = ["self-releasing", "router"]
        if parent.system == "child-array" { choices.append("child-array") }
        if parent.system == "hand-written" { choices += ["hand-written", "hand-written"] }
        if main == "scene" { choices = ["scene"] }
        let system = pick(choices)
        let isSheet = chance(35)
        var flow = Flow(
          name: name(isSheet ? "Sheet" : "Flow"), system: system,
          placement: "in \(parent.name)" + (isSheet ? " sheet" : ""), parent: parentIndex,
          isSheet: isSheet)
        flows.append(flow)
        addScreens(flows.count - 1)
        flow = flows[flows.count - 1]
        actions.append(("open \(flow.name)", "start \(flow.name)"))
        if chance(40) { actions.append(("close \(flow.name)", "finish \(flow.name)")) }
      }
      // Further screens, pushed by their flow's code.
      for flow in flows {
        for screen in flow.screens.dropFirst() {
          actions.append(("show \(screen.name)", "push \(screen.name)"))
        }
      }
      if chance(25) { actions.append(("dismiss", "dismiss")) }
      if chance(20) { actions.append(("pop", "pop")) }
      addFaults(&random)
      addWirings(&random)
      // An extra reference between two declared objects, now and then.
      if chance(30) {
        let objects = flows.flatMap { flow in [flow.name] + flow.screens.compactMap(\.model) }
        let from = pick(objects)
        let to = pick(objects)
        if from != to {
          references.append(
            "ref \(from) -> \(to) \(pick(["strong", "weak", "closure", "delegate"]))")
        }
      }
    }

    private mutating func addFaults(_ random: inout Generator) {
      func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
      var sceneFault = false
      for index in flows.indices where chance(30) {
        let flow = flows[index]
        let ownsNavigation = flow.parent == nil || flow.isSheet
        var faults: [String] = []
        switch flow.system {
        case "child-array":
          if ownsNavigation {
            faults += ["no-removal-on-back", "removes-only-last-child", "finishes-on-will-show"]
          } else {
            faults.append("finishes-twice")
          }
          if flows.contains(where: { $0.parent == index && $0.system == "child-array" }) {
            faults.append("child-held-weakly")
          }
        case "self-releasing": faults.append("holds-view-model-strongly")
        case "router":
          faults.append("holds-root-strongly")
          if !ownsNavigation { faults.append("takes-navigation-delegate") }
        case "scene" where !sceneFault:
          faults += ["without-delegate-fix", "updates-on-will-show", "container-as-current"]
          sceneFault = true
        default: break
        }
        if !faults.isEmpty {
          flows[index].faults.append(faults[Int.random(in: 0..<faults.count, using: &random)])
        }
      }
    }

    private mutating func addWirings(_ random: inout Generator) {
      func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
      func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
      for index in flows.indices where flows[index].system == "hand-written" {
        let flow = flows[index]
        guard flow.parent != nil else { continue }
        var lines: [String] = []
        if chance(40) {
          lines.append("keeps children in \(pick(["array", "dictionary", "completions"]))")
        }
        if chance(20) { lines.append("removes itself") }
        if chance(70) {
          var events = ["did-show", "did-show-from", "will-show", "view-will-disappear"]
          if flow.isSheet { events.append("sheet-swipe-down") }
          lines.append("ends on \(pick(events))")
        }
        if chance(50) {
          lines.append(
            pick([
              "reports finish by closure capturing child weakly",
              "reports finish by closure capturing child strongly",
              "reports finish by stream", "reports finish by stream without completion",
              "reports finish by stream disposed when it finishes",
            ]))
        }
        if !flow.isSheet, chance(20) {
          lines.append("takes navigation delegate restoring \(pick(["previous", "nil"]))")
        }
        if let model = flow.screens.compactMap(\.model).first, chance(25) {
          lines.append("subscribes to \(model) capturing self \(pick(["strongly", "weakly"]))")
        }
        if chance(20) {
          lines.append(
            "observes the app capturing self \(pick(["strongly", "weakly"]))"
              + (chance(50) ? " until it finishes" : ""))
        }
        flows[index].wiring = lines
      }
    }

    var text: String {
      var lines = ["scenario \"random\""]
      for flow in flows {
        var line = "flow \(flow.name) \(flow.system) \(flow.placement)"
        if !flow.faults.isEmpty { line += " faulty " + flow.faults.joined(separator: " ") }
        lines.append(line)
        for screen in flow.screens {
          lines.append("  screen \(screen.name)" + (screen.model.map { " model \($0)" } ?? ""))
        }
        lines += flow.wiring.map { "  coordinator \($0)" }
      }
      lines += references
      for action in actions {
        lines += ["action \"\(action.name)\" {", "  \(action.body)", "}"]
      }
      lines += ["setup {", "  \(setup)", "}"]
      return lines.joined(separator: "\n") + "\n"
    }
  }
}
