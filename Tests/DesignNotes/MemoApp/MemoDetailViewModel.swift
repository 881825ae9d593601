// The detail's view model: it holds the scene coordinator, as the app's view models do.

final class MemoDetailViewModel {
  let memo: Memo
  let sceneCoordinator: SceneCoordinatorType

  init(memo: Memo, sceneCoordinator: SceneCoordinatorType) {
    self.memo = memo
    self.sceneCoordinator = sceneCoordinator
  }
}
