/// A screen whose view model has a child that points back at the view model strongly (a
/// delegate that is not weak), and a cache that the app shares: the graph of the graph-wide
/// checks.
final class GraphScreen {
  var viewModel: GraphViewModel?
  var cache: SharedCache?
}

final class GraphViewModel {
  var child: GraphChild?
  var onChange: (() -> Void)?
}

final class GraphChild {
  /// Strong: the child keeps its parent view model, a cycle.
  var delegate: GraphViewModel?
  weak var weakParent: GraphViewModel?
}

/// A cache that outlives every screen: the app holds it.
final class SharedCache {
  var entries: [String] = []
}

/// Builds the graph: screen → view model ⇄ child, screen → cache.
///
/// With `leaky` the child's delegate is strong; without, the child points back weakly.
func makeScreenGraph(leaky: Bool, cache: SharedCache) -> GraphScreen {
  let screen = GraphScreen()
  let viewModel = GraphViewModel()
  let child = GraphChild()
  screen.viewModel = viewModel
  screen.cache = cache
  viewModel.child = child
  if leaky { child.delegate = viewModel } else { child.weakParent = viewModel }
  return screen
}
