/// A weak reference, for what a view or control keeps per object without keeping it alive.
@MainActor
struct WeakBox {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
