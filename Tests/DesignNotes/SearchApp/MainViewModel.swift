// The view model design note 003 makes but does not show.

final class MainViewModel {
  var books: [String] = []
}
