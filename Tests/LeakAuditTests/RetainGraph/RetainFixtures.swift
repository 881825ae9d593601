import Dispatch
import LeakAudit

// Fixtures for retain-graph analysis: one shape per kind of edge, each in a strong form (the
// walk must find the path through it) and, where Swift has one, a non-owning form (the walk
// must not).

/// The object every fixture is about: what must be explained.
final class Target: Hashable {
  var name = "target"
  func handle() {}
  static func == (lhs: Target, rhs: Target) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Holds a target through a stored property.
final class FieldHolder {
  var target: Target?
  weak var weakTarget: Target?
  unowned(unsafe) var unsafeTarget: Target
  init(unsafeTarget: Target) { self.unsafeTarget = unsafeTarget }
}

/// Holds a target through a non-optional `let`.
final class LetHolder {
  let target: Target
  unowned let unownedTarget: Target
  init(_ target: Target, unowned: Target) {
    self.target = target
    self.unownedTarget = unowned
  }
}

/// A superclass's stored property, read through a subclass instance.
class BaseHolder {
  var inherited: Target?
}

final class SubclassHolder: BaseHolder {
  var own = 1
}

/// A generic class: its name carries the argument.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A lazy property, stored under a different name.
final class LazyHolder {
  let made = Target()
  lazy var target: Target = made
}

/// Collections.
final class CollectionHolder {
  var list: [AnyObject] = []
  var contiguous: ContiguousArray<Target> = []
  var byName: [String: Target] = [:]
  var byTarget: [Target: Int] = [:]
  var members: Set<Target> = []
  var weakList: [WeakTarget] = []
  var numbers: [Int] = [1, 2, 3]
}

/// A struct with a weak reference: the non-owning element of a collection.
struct WeakTarget {
  weak var target: Target?
}

/// Tuples and nested structs.
final class ValueHolder {
  var pair: (Int, Target?) = (0, nil)
  var labelled: (count: Int, target: Target?) = (0, nil)
  var state = State()

  struct State {
    var current: Target?
    weak var previous: Target?
    var inner = Inner()
  }

  struct Inner {
    var deep: Target?
  }
}

/// Enums: single payload, multi-payload, indirect, and generic.
final class EnumHolder {
  enum Mode {
    case idle
    case showing(Target)
    case pair(Int, Target)
    case text(String)
  }

  enum Slot {
    case empty
    case filled(Target)
  }

  indirect enum Chain {
    case end
    case link(Target, Chain)
  }

  enum Loaded<Value> {
    case none
    case value(Value)
  }

  var mode = Mode.idle
  var slot = Slot.empty
  var chain = Chain.end
  var loaded = Loaded<Target>.none
  var optionalMode: Mode?
}

/// Existentials.
protocol Delegate: AnyObject {}
protocol Describing {}
extension Target: Delegate, Describing {}

struct SmallValue: Describing {
  var target: Target
}

struct LargeValue: Describing {
  var a = 1, b = 2, c = 3
  var target: Target
}

struct TargetError: Error, @unchecked Sendable {
  var target: Target
}

final class ExistentialHolder {
  var any: Any = 0
  var anyObject: AnyObject?
  var delegate: (any Delegate)?
  weak var weakDelegate: (any Delegate)?
  var described: (any Describing)?
  var error: (any Error)?
}

/// Closures.
final class ClosureHolder {
  var onTap: (() -> Void)?
  var onValue: ((Int) -> String)?
  var handlers: [() -> Void] = []
}

/// C blocks: opaque to the Swift runtime, and `Optional` of one crashes the runtime on Linux if
/// its metadata is ever built: the walk must note them, never touch them.
final class BlockHolder {
  var block: @convention(block) () -> Void = {}
  var optionalBlock: (@convention(block) () -> Void)?
  var target: Target?
}

/// A dispatch work item: its closure is a C block.
final class WorkItemHolder {
  var item: DispatchWorkItem?
}

/// Parent and child, with the back reference weak (no cycle) or strong (a cycle).
final class Parent {
  var children: [Child] = []
}

final class Child {
  weak var parent: Parent?
  var strongParent: Parent?
}

/// A node that can point at itself.
final class Node {
  var next: Node?
}

/// A weak handle, so that a test can name an object without owning it.
final class Handle {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// An owner outside any graph the walk sees: a global, as far as the walk can tell.
final class HiddenOwner: @unchecked Sendable {
  private var objects: [AnyObject] = []
  func keep(_ object: AnyObject) { objects.append(object) }
  func release() { objects.removeAll() }
}

/// Explains the objects behind `handles`, so that during the count the test itself holds each
/// survivor exactly once (the array the analysis is given).
func explain(
  _ handles: [Handle], roots: [RetainAnalysis.Root] = [],
  symbols: RuntimeSymbols = .process
) -> RetainAnalysis {
  RetainAnalysis.run(survivors: handles.map { $0.object! }, roots: roots, symbols: symbols)
}

/// Explains one object reached through a handle.
func explainOne(
  _ handle: Handle, roots: [RetainAnalysis.Root] = [], symbols: RuntimeSymbols = .process
) -> RetainAnalysis.Explanation {
  explain([handle], roots: roots, symbols: symbols).explanations[0]
}

/// A screen and view model that keep each other alive, reached only through weak handles.
func makeHandledCycle() -> (screen: Handle, viewModel: Handle) {
  let (screen, viewModel) = makeCycle()
  return (Handle(screen), Handle(viewModel))
}
