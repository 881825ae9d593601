// The transition styles design note 000 names but does not show.

enum TransitionStyle {
  case root
  case push
  case modal
}
