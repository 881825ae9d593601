import LeakAudit
import Testing

/// Survivors that no root reaches: cycles, false cycles, and holders that are leaked too.
@Suite struct RetainCycleTests {
  @Test func aParentAndChildThatHoldEachOtherStronglyAreACycle() {
    func makeFamily() -> (parent: Handle, child: Handle) {
      let parent = Parent()
      let child = Child()
      parent.children = [child]
      child.strongParent = parent
      return (Handle(parent), Handle(child))
    }
    let (parent, child) = makeFamily()
    let analysis = explain([child, parent])
    #expect(
      analysis.explanations[0].cycle?.description
        == "Child.strongParent → Parent.children[0] → Child")
    #expect(
      analysis.explanations[1].cycle?.description
        == "Parent.children[0] → Child.strongParent → Parent")
    #expect(analysis.explanations.allSatisfy { $0.path == nil && $0.unexplainedOwners == 0 })
    (child.object as? Child)?.strongParent = nil
  }

  @Test func aWeakBackReferenceIsNoCycle() {
    let hidden = HiddenOwner()
    func makeFamily() -> (parent: Handle, child: Handle) {
      let parent = Parent()
      let child = Child()
      parent.children = [child]
      child.parent = parent
      hidden.keep(parent)
      return (Handle(parent), Handle(child))
    }
    let (parent, child) = makeFamily()
    let analysis = explain([child, parent])
    let childExplanation = analysis.explanations[0]
    let parentExplanation = analysis.explanations[1]
    #expect(childExplanation.cycle == nil)
    #expect(parentExplanation.cycle == nil)
    // The child is held by its parent, which no root reaches and whose owner was not found.
    #expect(childExplanation.unrootedPath?.description == "Parent.children[0] → Child")
    #expect(childExplanation.unexplainedOwners == 0)
    #expect(parentExplanation.unrootedPath == nil)
    #expect(parentExplanation.unexplainedOwners == 1)
    hidden.release()
  }

  @Test func anObjectThatHoldsItselfIsACycleOfOne() {
    func makeLoop() -> Handle {
      let node = Node()
      node.next = node
      return Handle(node)
    }
    let handle = makeLoop()
    let explanation = explainOne(handle)
    #expect(explanation.cycle?.description == "Node.next → Node")
    (handle.object as? Node)?.next = nil
  }

  @Test func theShortestCycleThroughTheSurvivorIsReported() {
    func makeLoops() -> Handle {
      // a.next → b → c → a (three links), a.other → d → a (two): the short loop wins.
      let a = Fork()
      let b = Box<AnyObject?>(nil)
      let c = Box<AnyObject?>(a)
      let d = Node()
      b.value = c
      a.next = b
      a.other = Box<AnyObject?>(nil)
      (a.other as! Box<AnyObject?>).value = a
      _ = d
      return Handle(a)
    }
    let handle = makeLoops()
    let explanation = explainOne(handle)
    #expect(explanation.cycle?.description == "Fork.other → Box<Optional<AnyObject>>.value → Fork")
    let fork = handle.object as? Fork
    fork?.next = nil
    fork?.other = nil
  }

  @Test func aChildHeldByALeakedParentInACycleShowsTheChainFromIt() {
    func makeFlow() -> (coordinator: Handle, screen: Handle) {
      let coordinator = RegisterCoordinator()
      let viewModel = RegisterViewModel()
      coordinator.viewModel = viewModel
      viewModel.coordinator = coordinator
      coordinator.screen = RegisterScreen()
      return (Handle(coordinator), Handle(coordinator.screen!))
    }
    let (coordinator, screen) = makeFlow()
    let analysis = explain([screen, coordinator])
    let explanation = analysis.explanations[0]
    #expect(explanation.cycle == nil)
    #expect(explanation.unrootedPath?.description == "RegisterCoordinator.screen → RegisterScreen")
    #expect(explanation.unexplainedOwners == 0)
    #expect(
      analysis.explanations[1].cycle?.description
        == "RegisterCoordinator.viewModel → RegisterViewModel.coordinator → RegisterCoordinator")
    (coordinator.object as? RegisterCoordinator)?.viewModel = nil
  }
}
