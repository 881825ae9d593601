extension NavigationController {
  /// Whether `viewController` is on the stack.
  ///
  /// Only a child can be: a view controller with another parent is answered at once, so that
  /// a kit's look before a push costs nothing on a deep stack.
  package func hasOnStack(_ viewController: ViewController) -> Bool {
    stackIndex(of: viewController) != nil
  }

  /// The index of `viewController` on the stack, looked for from the top: a pop back to it
  /// costs what it pops.
  package func stackIndex(of viewController: ViewController) -> Int? {
    guard viewController.parent === self else { return nil }
    return stack.lastIndex { $0 === viewController }
  }
}
