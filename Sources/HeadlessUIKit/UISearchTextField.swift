/// UIKit's search field, the field inside a search bar.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
