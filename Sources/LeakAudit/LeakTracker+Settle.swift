import Dispatch
import Foundation

extension LeakTracker {
  /// Waits until every object expected released is gone, or the hard deadline passes, then
  /// checks every expectation and limit.
  ///
  /// Settling never sleeps a fixed time. It returns as soon as the last expected release has
  /// happened: at once when it already has, on the ``DeinitSignal`` of an object that announces
  /// its deinit, or at the next poll (from 50 µs, doubling up to 1 ms by default) of one that
  /// does not. Polls run on the main queue when it is free, so work that the app queued there
  /// (a release at the end of an animation, say) runs before each look.
  ///
  /// - A release after the soft deadline is a ``Finding/Kind/lateRelease`` (a warning).
  /// - A survivor at the hard deadline is a ``Finding/Kind/leak``.
  /// - An object gone while expected alive is a ``Finding/Kind/prematureRelease``.
  /// - A type or group above its limit is ``Finding/Kind/overLimit``.
  ///
  /// Each leak is then explained (see ``Configuration/explainsLeaks``): the objects must be
  /// quiet, with no other thread mutating them, until settling returns.
  ///
  /// Each release expectation is checked once: by the first settle or check that starts after
  /// it was stated. Settles may run at the same time from several tasks; each checks the
  /// expectations it took.
  ///
  /// Settling runs on the caller's actor: when every expected release has already happened, it
  /// returns without suspending, and a main-actor audit does not leave the main thread.
  ///
  /// - Parameter isolation: The actor to settle on; defaults to the caller's.
  /// - Returns: The findings of this settle; ``report`` accumulates all of them.
  @discardableResult
  public func settle(isolation: isolated (any Actor)? = #isolation) async -> Report {
    await settle(checkingLimits: true)
  }

  /// Settles, or, when the caller knows that nothing can release an object any more, judges
  /// at once: every object expected released that is still alive after the actor has been
  /// handed on once (so that what was already queued on it runs) is a leak, without waiting
  /// for a deadline.
  ///
  /// A ``FlowAudit`` knows it after a step whose transitions have all ended and whose app
  /// queued no work for later (see ``QueuedWork``): waiting would change nothing. With
  /// ``Configuration/judgesAtOnceWhenIdle`` off, it always waits.
  ///
  /// ```swift
  /// let report = await tracker.settle(judgingAtOnce: nothingIsPending)
  /// ```
  ///
  /// - Parameters:
  ///   - judgingAtOnce: Whether nothing can release an object any more.
  ///   - isolation: The actor to settle on; defaults to the caller's.
  /// - Returns: The findings of this settle.
  package func settle(
    judgingAtOnce: Bool, isolation: isolated (any Actor)? = #isolation
  ) async -> Report {
    await settle(
      checkingLimits: true, judgingAtOnce: judgingAtOnce && configuration.judgesAtOnceWhenIdle)
  }

  private func settle(
    checkingLimits: Bool, judgingAtOnce: Bool = false,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Report {
    let start = ContinuousClock.now
    var pending = state.withLock { ledger -> [Int] in
      defer { ledger.pendingReleases.removeAll() }
      return ledger.pendingReleases
    }
    var findings: [Finding] = []
    var released = 0
    var interval = configuration.initialPollInterval
    let soft = start + configuration.softDeadline
    let hard = start + configuration.hardDeadline
    var previousLook: ContinuousClock.Instant?
    var handedOn = false
    while true {
      let now = ContinuousClock.now
      let (epoch, pollNeeded) = resolve(
        &pending, now: now, previousLook: previousLook, soft: soft,
        isFinal: now >= hard || handedOn, findings: &findings, released: &released)
      previousLook = now
      if pending.isEmpty { break }
      // Judged at once, a survivor is a leak after one more look, once the actor has been
      // handed on: what was on the main queue before the audit began (and so was not counted)
      // runs first, as it would while a settle waits; and a long exploration of a leaking app
      // lets the rest of the process's work on the actor run.
      if judgingAtOnce {
        await Task.yield()
        handedOn = true
        continue
      }
      // Look again at the soft deadline itself, so that a release just before it is not
      // taken for a late one; otherwise back off.
      var wake = pollNeeded ? now + interval : hard
      if now < soft, soft < wake { wake = soft }
      await pause(until: min(wake, hard), poll: pollNeeded, epoch: epoch)
      interval = min(interval * 2, configuration.maximumPollInterval)
    }
    // Value roots are read on the main actor: read them there now if the analysis will.
    let explains =
      findings.contains(where: { $0.kind == .leak })
      || state.withLock { !$0.limits.isEmpty || !$0.pendingFindings.isEmpty }
    let values = explains && needsMainActorRoots ? await readMainActorRoots() : [:]
    return conclude(
      findings: findings, released: released, checkingLimits: checkingLimits,
      mainActorValues: values)
  }

  /// Checks every expectation now, for code with no async context.
  ///
  /// Without a drain time, objects expected released must already be gone. With one, the check
  /// runs the current run loop (on the main thread this also runs the main queue) in slices of
  /// at most 1 ms until every expected release has happened or the time is up. Code that runs
  /// inside a main-queue block, as Swift Testing's main-actor tests do, cannot drain the main
  /// queue from within: use ``settle()`` there.
  ///
  /// ```swift
  /// navigation.popViewController(animated: false)
  /// let report = tracker.check(drainingFor: .milliseconds(50))
  /// ```
  ///
  /// Value roots (see ``addRetainRoot(named:_:)``) are read only when the check runs on the
  /// main actor or the main thread.
  ///
  /// - Parameters:
  ///   - drainTime: How long to let queued work run before survivors count as leaks.
  ///   - isolation: The caller's actor; defaults to the caller's.
  /// - Returns: The findings of this check; ``report`` accumulates all of them.
  @discardableResult
  public func check(
    drainingFor drainTime: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) -> Report {
    check(
      drainingFor: drainTime, checkingLimits: true, isOnMainActor: isolation === MainActor.shared)
  }

  private func check(
    drainingFor drainTime: Duration, checkingLimits: Bool, isOnMainActor: Bool
  ) -> Report {
    let start = ContinuousClock.now
    var pending = state.withLock { ledger -> [Int] in
      defer { ledger.pendingReleases.removeAll() }
      return ledger.pendingReleases
    }
    var findings: [Finding] = []
    var released = 0
    let soft = start + configuration.softDeadline
    let end = start + drainTime
    var previousLook: ContinuousClock.Instant?
    while true {
      let now = ContinuousClock.now
      _ = resolve(
        &pending, now: now, previousLook: previousLook, soft: soft, isFinal: now >= end,
        findings: &findings, released: &released)
      previousLook = now
      if pending.isEmpty { break }
      let slice = min(end - now, .milliseconds(1))
      if Thread.isMainThread {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: slice.seconds))
      } else {
        Thread.sleep(forTimeInterval: slice.seconds)
      }
    }
    return conclude(
      findings: findings, released: released, checkingLimits: checkingLimits,
      isOnMainActor: isOnMainActor)
  }

  /// Names a step, states its expectations, performs it and settles.
  ///
  /// ```swift
  /// let report = await tracker.step("back to main", expectReleased: [register, viewModel]) {
  ///   navigation.popToViewController(main, animated: true)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: What the step does; findings name it.
  ///   - released: Objects the step must release.
  ///   - alive: Objects that must stay alive from this step on.
  ///   - isolation: The actor to run `action` on; defaults to the caller's.
  ///   - action: The step itself.
  /// - Returns: The findings of the settle that follows the step.
  /// - Throws: Whatever `action` throws; then nothing is settled.
  @discardableResult
  public func step(
    _ name: String, expectReleased released: [Probe] = [], expectAlive alive: [Probe] = [],
    isolation: isolated (any Actor)? = #isolation,
    perform action: () async throws -> Void
  ) async rethrows -> Report {
    beginStep(name)
    expectAlive(alive)
    expectReleased(released)
    try await action()
    return await settle()
  }

  /// Ends tracking: every tracked object still alive must now be released; settles and checks.
  ///
  /// Scopes (`withLeakTracking`, the `.checksForLeaks` trait, an XCTest teardown) call this
  /// when the code that used the objects is done. Expectations to stay alive end here. Live
  /// counts are not checked against their limits: every live instance is a leak by now.
  ///
  /// - Parameter isolation: The actor to settle on; defaults to the caller's.
  /// - Returns: The findings of the final settle.
  @discardableResult
  public func finish(isolation: isolated (any Actor)? = #isolation) async -> Report {
    expectAllReleased()
    return await settle(checkingLimits: false)
  }

  /// The synchronous form of ``finish()``: see ``check(drainingFor:)``.
  ///
  /// - Parameters:
  ///   - drainTime: How long to let queued work run before survivors count as leaks.
  ///   - isolation: The caller's actor; defaults to the caller's.
  /// - Returns: The findings of the final check.
  @discardableResult
  public func finishNow(
    drainingFor drainTime: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) -> Report {
    expectAllReleased()
    return check(
      drainingFor: drainTime, checkingLimits: false,
      isOnMainActor: isolation === MainActor.shared)
  }

  private func expectAllReleased() {
    state.withLock { ledger in
      let step = ledger.currentStep
      for index in ledger.expectations.indices {
        switch ledger.expectations[index] {
        case .none, .alive: ledger.setExpectation(.released(step: step), at: index)
        case .released, .done: continue
        }
      }
    }
  }

  /// Looks at every pending release once; moves the released (and, if final, the survivors)
  /// out of `pending` into findings.
  ///
  /// - Returns: The signal epoch seen, and whether a pending object does not signal its deinit
  ///   and must be polled.
  private func resolve(
    _ pending: inout [Int], now: ContinuousClock.Instant, previousLook: ContinuousClock.Instant?,
    soft: ContinuousClock.Instant,
    isFinal: Bool, findings: inout [Finding], released: inout Int
  ) -> (epoch: Int, pollNeeded: Bool) {
    // Every release found by polling in this look happened since the previous look: it is
    // late or not for all of them at once.
    let polledLateness = lateness(
      signalled: nil, now: now, previousLook: previousLook, soft: soft)
    return withLedger { ledger, bag in
      var pollNeeded = false
      var kept = 0
      // An instant is a resilient type: each optional one in this loop would cost calls.
      let anySignalled = !ledger.signalledReleases.isEmpty
      for position in pending.indices {
        let index = pending[position]
        guard case .released(let stepNumber) = ledger.expectations[index] else { continue }
        if !ledger.isLive(index, keeping: &bag) {
          var late = polledLateness
          if anySignalled, let release = ledger.signalledReleases[index] {
            late = lateness(
              signalled: release.instant, now: now, previousLook: previousLook, soft: soft)
          }
          if let late {
            findings.append(
              Finding(
                kind: .lateRelease, step: ledger.step(stepNumber),
                objects: [ledger.describe(index)],
                millisecondsLate: Int(late.milliseconds.rounded(.up))))
          } else {
            released += 1
          }
          ledger.expectations[index] = .done
        } else if isFinal {
          findings.append(
            Finding(kind: .leak, step: ledger.step(stepNumber), objects: [ledger.describe(index)]))
          ledger.expectations[index] = .done
        } else {
          if !pollNeeded, !ledger.announcing.contains(index) { pollNeeded = true }
          pending[kept] = index
          kept += 1
        }
      }
      pending.removeLast(pending.count - kept)
      return (ledger.signalEpoch, pollNeeded)
    }
  }

  /// How late a release was, or `nil` if it was in time.
  ///
  /// A signalled release is timed exactly. A polled one happened between the previous look and
  /// this one; it counts as late only when the object was still alive at a look at or after
  /// the soft deadline, so a release is never called late on a guess.
  private func lateness(
    signalled: ContinuousClock.Instant?, now: ContinuousClock.Instant,
    previousLook: ContinuousClock.Instant?, soft: ContinuousClock.Instant
  ) -> Duration? {
    if let signalled { return signalled > soft ? signalled - soft : nil }
    guard let previousLook, previousLook >= soft else { return nil }
    return now - soft
  }

  /// Suspends until `deadline`, a deinit signal, or (when polling) the next poll on the main
  /// queue; never longer than `deadline` plus a grace period if the main queue is blocked.
  private func pause(
    until deadline: ContinuousClock.Instant, poll: Bool, epoch: Int,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let waiter = Waiter()
    await withCheckedContinuation { continuation in
      waiter.install(continuation)
      let missedSignal = state.withLock { ledger -> Bool in
        if ledger.signalEpoch != epoch { return true }
        ledger.waiters.append(waiter)
        return false
      }
      if missedSignal {
        waiter.resume()
        return
      }
      let delay = max(deadline - ContinuousClock.now, .zero)
      let at = DispatchTime.now() + .nanoseconds(Int(delay.nanoseconds))
      if poll {
        // The main queue, so that what the app queued there runs before the next look…
        DispatchQueue.main.asyncAfter(deadline: at) { QueuedWork.queuingOwnWork(waiter.resume) }
      }
      // …and a global queue, in case the main queue is blocked or nobody drains it. (Resuming
      // the settle is the audit's own scheduling, not the app's work on the main queue.)
      DispatchQueue.global().asyncAfter(deadline: at + .milliseconds(poll ? 5 : 0)) {
        QueuedWork.queuingOwnWork(waiter.resume)
      }
    }
    state.withLock { ledger in ledger.waiters.removeAll { $0 === waiter } }
  }

  /// Adds the checks that do not wait (premature releases, limits), records the findings.
  private func conclude(
    findings: [Finding], released: Int, checkingLimits: Bool,
    mainActorValues: [Int: LockedBox<Any?>] = [:], isOnMainActor: Bool = false
  ) -> Report {
    var findings = findings
    // Premature releases: the objects expected alive that signalled their deinit since the last
    // check, and those that signal nothing, polled. A check costs what died and what cannot
    // say so, not everything alive.
    let (polled, signalled, references) = state.withLock { ledger in
      defer { ledger.signalledSinceCheck.removeAll() }
      return (
        ledger.alivePolled.members, ledger.signalledSinceCheck, ledger.references.snapshot()
      )
    }
    // Polled without the lock, as a bare weak box would be: the weak references are never
    // written after tracking, and a look that ends a life (its last other owner let go
    // meanwhile) runs the deinit here, where it may call back into the tracker. Holding each
    // look until the lock was released (see withLedger) cost a check twice the bare loop.
    var dead: [Int] = []
    for index in polled where references.pointer(to: index).pointee.object == nil {
      dead.append(index)
    }
    var gone: [Int] = []
    if !dead.isEmpty || !signalled.isEmpty {
      withLedger { ledger, bag in
        // Still expected alive: what left the list since it was read is not this check's.
        for index in dead where ledger.alivePolled.contains(index) {
          ledger.setExpectation(.none, at: index)
          gone.append(index)
        }
        for index in signalled {
          guard case .alive = ledger.expectations[index], !ledger.isLive(index, keeping: &bag)
          else { continue }
          ledger.setExpectation(.none, at: index)
          gone.append(index)
        }
        let step = ledger.step(ledger.currentStep)
        for index in gone.sorted() {
          findings.append(
            Finding(kind: .prematureRelease, step: step, objects: [ledger.describe(index)]))
        }
      }
    }
    findings = explainLeaks(
      in: findings, mainActorValues: mainActorValues, isOnMainActor: isOnMainActor)
    if let allowList = configuration.allowList {
      let today = AllowList.Day.today()
      findings = findings.map { $0.applying(allowList, today: today) }
    }
    // Over-limit findings, made now or as objects were tracked, with the path of each object.
    var overLimit = withLedger { ledger, bag -> [Finding] in
      defer { ledger.pendingFindings.removeAll() }
      guard checkingLimits else { return ledger.pendingFindings }
      let step = ledger.step(ledger.currentStep)
      return ledger.pendingFindings + ledger.overLimitFindings(step: step, keeping: &bag)
    }
    overLimit = explainObjects(
      in: overLimit, mainActorValues: mainActorValues, isOnMainActor: isOnMainActor)
    return withLedger { ledger, _ in
      findings += overLimit
      ledger.findings += findings
      ledger.releasedCount += released
      return Report(findings: findings, releasedCount: released)
    }
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  var milliseconds: Double { seconds * 1e3 }

  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
