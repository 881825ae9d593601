// docs/exploring.md's app actions given what is on screen, verbatim, with the screens they
// reach. Compiled, never run here (FlowExplorerActionContextTests runs an app of this shape).
import CoordinatorTree

@MainActor final class ShopViewController: ViewController {
  func buyTapped() {}
}

@MainActor final class CartViewController: ViewController {
  var items: [String] = []
  func checkOut() {}
}

@MainActor final class ShopApp {}

@MainActor func shopActions() -> [FlowExplorer<ShopApp>.Action] {
  let actions: [FlowExplorer<ShopApp>.Action] = [
    .init("Buy") { $0.top(ShopViewController.self)?.buyTapped() },
    // Offered only while a CartViewController is on top, and performed on it:
    .on(
      CartViewController.self, "check out", when: { !$0.items.isEmpty }, perform: { $0.checkOut() }),
  ]
  return actions
}
