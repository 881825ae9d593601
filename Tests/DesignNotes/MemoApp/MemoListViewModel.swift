#if canImport(RxSwift)
  import RxSwift
#else
  import RxSwiftStandIn
#endif

// The list's view model, made as design note 000's scene delegate makes it; opening a memo
// asks the scene coordinator to push its detail.

final class MemoListViewModel {
  let title: String
  let sceneCoordinator: SceneCoordinatorType
  let storage: MemoryStorage

  init(title: String, sceneCoordinator: SceneCoordinatorType, storage: MemoryStorage) {
    self.title = title
    self.sceneCoordinator = sceneCoordinator
    self.storage = storage
  }

  func detailAction(memo: Memo) -> Completable {
    let detailViewModel = MemoDetailViewModel(memo: memo, sceneCoordinator: sceneCoordinator)
    return sceneCoordinator.transition(to: .detail(detailViewModel), using: .push, animated: true)
  }
}
