import LeakAudit
import Testing

/// Questions about live objects, answered without declaring a release or waiting.
@Suite struct ObjectGraphTests {
  @Test func theCyclesReachableFromAnObjectAreFoundOnceEach() {
    let cache = SharedCache()
    let screen = makeScreenGraph(leaky: true, cache: cache)
    let cycles = ObjectGraph.retainCycles(reachableFrom: screen)
    #expect(
      cycles.map(\.description) == [
        "GraphChild.delegate → GraphViewModel.child → GraphChild"
      ])
  }

  @Test func aCycleThroughTheObjectStartsAtIt() {
    let (screen, viewModel) = makeCycle()
    #expect(
      ObjectGraph.retainCycles(reachableFrom: screen).map(\.description) == [
        "Screen.viewModel → ViewModel.screen → Screen"
      ])
    screen.viewModel = nil
    withExtendedLifetime(viewModel) {}
  }

  @Test func aWeakBackReferenceIsNoCycle() {
    let screen = makeScreenGraph(leaky: false, cache: SharedCache())
    #expect(ObjectGraph.retainCycles(reachableFrom: screen).isEmpty)
  }

  @Test func theLengthBoundLeavesLongerCyclesOut() {
    // A ring of four screens and view models: one cycle of four objects.
    let screens = [Screen(), Screen()]
    let viewModels = [ViewModel(), ViewModel()]
    screens[0].viewModel = viewModels[0]
    viewModels[0].screen = screens[1]
    screens[1].viewModel = viewModels[1]
    viewModels[1].screen = screens[0]
    #expect(ObjectGraph.retainCycles(reachableFrom: screens[0], maxLength: 3).isEmpty)
    let ring = ObjectGraph.retainCycles(reachableFrom: screens[0], maxLength: 4)
    #expect(ring.count == 1)
    #expect(ring.first?.links.count == 4)
    #expect(ring.first?.links.first?.ownerType == "Screen")
    screens[0].viewModel = nil
  }

  @Test func aClosureThatCapturesItsOwnerIsACycleOfOne() {
    let viewModel = GraphViewModel()
    viewModel.onChange = { _ = viewModel }
    #expect(
      ObjectGraph.retainCycles(reachableFrom: viewModel).map(\.description) == [
        "GraphViewModel.onChange{closure captures} → GraphViewModel"
      ])
    viewModel.onChange = nil
  }

  @Test func anObjectsStrongReferencesAreItsFieldsInOrder() {
    let cache = SharedCache()
    let screen = makeScreenGraph(leaky: false, cache: cache)
    let references = ObjectGraph.strongReferences(of: screen)
    #expect(
      references.map(\.description) == [
        "viewModel → GraphViewModel", "cache → SharedCache",
      ])
    #expect(references[1].refers(to: cache))
    #expect(!references[0].refers(to: cache))
    // The child's weak back-reference is no strong reference.
    let child = screen.viewModel!.child!
    #expect(ObjectGraph.strongReferences(of: child).isEmpty)
  }

  @Test func referencesThroughCollectionsAndClosuresSayHowEachOnce() {
    final class Holder {
      var screens: [Screen] = []
      var onTap: (() -> Void)?
    }
    let holder = Holder()
    let first = Screen()
    let captured = ViewModel()
    holder.screens = [first, Screen()]
    holder.onTap = { _ = (first, captured) }
    #expect(
      ObjectGraph.strongReferences(of: holder).map(\.description) == [
        "screens[0] → Screen", "screens[1] → Screen", "onTap{closure captures} → ViewModel",
      ])
  }

  @Test func thePathFromRootsSaysWhoKeepsAnObject() {
    final class Window { var root: [Screen] = [] }
    let window = Window()
    window.root = [Screen(), Screen()]
    #expect(
      ObjectGraph.retainPath(to: window.root[1], from: [window])?.description
        == "Window.root[1] → Screen")
    #expect(ObjectGraph.retainPath(to: Screen(), from: [window]) == nil)
  }
}
