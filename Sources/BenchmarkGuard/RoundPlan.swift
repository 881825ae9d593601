/// How many rounds the guard measures of a ratio: a base count, then more while the limit lies
/// within the middle half of its rounds, up to a most.
///
/// A ratio far from its limit is settled by the base rounds. One whose limit lies between its
/// lower and upper quartile could be judged either way by a few rounds more or less: more
/// rounds make its median a better estimate, on whichever side it lies. The rule looks at
/// where the limit sits among the rounds, not at which side the median is on, so that, unlike
/// measuring again after a failure, it does not favour passing: a ratio just over its limit
/// gets the same extra rounds as one just under, and the verdict is the median of them all.
///
/// ```swift
/// let plan = RoundPlan(base: 7, most: 21)
/// // Quartiles 2.7 and 4.5: the limit lies between them, another round is measured.
/// plan.needsMoreRounds([2.6, 2.7, 2.8, 4.5, 6.9, 2.9, 2.7], limit: 4.0)  // true
/// // Quartiles 2.7 and 2.9: seven rounds settle it.
/// plan.needsMoreRounds([2.6, 2.7, 2.8, 2.9, 6.9, 2.9, 2.7], limit: 4.0)  // false
/// ```
package struct RoundPlan: Equatable, Sendable {
  /// The rounds every ratio gets.
  package var base: Int
  /// The most rounds a ratio gets.
  package var most: Int

  /// A plan of `base` rounds for every ratio and up to `most` for one whose verdict is in doubt.
  ///
  /// - Parameters:
  ///   - base: The rounds every ratio gets; at least one.
  ///   - most: The most rounds any ratio gets; at least `base`.
  package init(base: Int, most: Int) {
    precondition(base >= 1 && most >= base, "a plan of \(base) to \(most) rounds")
    self.base = base
    self.most = most
  }

  /// Whether a ratio whose rounds so far gave `samples` needs another round.
  ///
  /// - Parameters:
  ///   - samples: The ratio in each round so far.
  ///   - limit: Its limit; a ratio without one fails whatever it measures, so gets no more.
  /// - Returns: `true` below the base count, and below the most while the limit lies
  ///   between the samples' lower and upper quartiles (both included).
  package func needsMoreRounds(_ samples: [Double], limit: Double?) -> Bool {
    if samples.count < base { return true }
    guard samples.count < most, let limit else { return false }
    let (lower, upper) = quartiles(samples)
    return lower <= limit && limit <= upper
  }
}

extension RoundPlan {
  /// Runs every measure `base` times, then again each measure one of whose ratios needs more
  /// rounds, until none does.
  ///
  /// ```swift
  /// let samples = await RoundPlan(base: 7, most: 21).measure(
  ///   [{ [("check / weak box", await checkRatio())] }], limits: limits)
  /// LimitCheck(samples: samples, limits: limits).passed
  /// ```
  ///
  /// - Parameters:
  ///   - measures: Each gives one or more named ratios, measured once when it is called.
  ///   - limits: The limits, which say which ratios are in doubt.
  ///   - isolation: The actor the measures are called on; defaults to the caller's.
  /// - Returns: Each ratio's value in every round it was measured, in the order first given.
  package func measure(
    _ measures: [() async -> [(name: String, value: Double)]], limits: RatioLimits,
    isolation: isolated (any Actor)? = #isolation
  ) async -> [(name: String, values: [Double])] {
    var samples: [(name: String, values: [Double])] = []
    var names = [[String]](repeating: [], count: measures.count)
    func run(_ index: Int) async {
      let ratios = await measures[index]()
      names[index] = ratios.map(\.name)
      for (name, value) in ratios {
        if let row = samples.firstIndex(where: { $0.name == name }) {
          samples[row].values.append(value)
        } else {
          samples.append((name, [value]))
        }
      }
    }
    for _ in 0..<base {
      for index in measures.indices { await run(index) }
    }
    while true {
      let doubtful = measures.indices.filter { index in
        names[index].contains { name in
          needsMoreRounds(
            samples.first { $0.name == name }?.values ?? [], limit: limits.limit(of: name))
        }
      }
      if doubtful.isEmpty { return samples }
      for index in doubtful { await run(index) }
    }
  }
}
