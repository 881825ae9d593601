// The errors design note 000 names but does not show.

enum TransitionError: Error {
  case navigationControllerMissing
  case cannotPop
  case unknown
}
