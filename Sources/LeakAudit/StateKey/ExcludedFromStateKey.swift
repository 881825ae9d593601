/// A type whose values are bookkeeping, not state that the app or the user can act on: an
/// event log, a cache of what is derived, an audit's own records.
///
/// A ``StateEncoder`` writes a marker for a stored property of such a type and reads no
/// further; an object of such a class is named by its class alone. Mark only what no code
/// under test reads to decide what it does: a state key that leaves out what matters merges
/// states that behave differently.
package protocol ExcludedFromStateKey {}

extension DeinitSignal: ExcludedFromStateKey {}
extension LeakTracker: ExcludedFromStateKey {}
