// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 001: the screen a scene shows, which is not its container.

extension UIViewController {
    /*
     실제로 화면에 표시되어 있는 화면을 리턴하는 속성
     현재는 네비게이션컨트롤러만 고려함.
     탭바 컨트롤이나 다른 컨테이너 컨트롤러라면 해당에 맞게 수정해야함
     */
    var sceneViewController: UIViewController {
        return self.children.first ?? self
    }
}
