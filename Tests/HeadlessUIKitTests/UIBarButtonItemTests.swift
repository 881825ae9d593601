import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import TestSupport
import Testing

/// Hears the editor, as its coordinator would.
@MainActor final class EditorListener: EditorViewControllerDelegate {
  var heard: [String] = []
  func editorDidFinish(_ editor: EditorViewController) { heard.append("finish") }
  func editorDidCancel(_ editor: EditorViewController) { heard.append("cancel") }
}

/// A screen whose bar buttons call methods that take the sender, or nothing.
final class ComposeScreen: UIViewController {
  var calls: [String] = []
  /// A button the screen keeps, whose target is the screen: no cycle, as the target is weak.
  var sendItem: UIBarButtonItem?
  func send() { calls.append("send") }
  func attach(_ sender: UIBarButtonItem) { calls.append("attach \(sender.title ?? "")") }
  func share(_ sender: Any) { calls.append("share") }
  func archive(_ sender: UIBarButtonItem?) { calls.append("archive") }
  func trash(_ sender: AnyObject) { calls.append("trash") }
}

/// A screen whose bar button's closure captures the screen strongly: a cycle on a device too.
final class LeakyScreen: UIViewController {
  var saved = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", primaryAction: UIAction { _ in self.saved += 1 })
  }
}

/// `UIBarButtonItem` and `UINavigationItem`'s bar buttons: what the user's tap runs, when the
/// user can tap, and what the button holds.
@MainActor @Suite struct UIBarButtonItemTests {
  /// A window showing `List`, then `screen` pushed above it, log cleared.
  func showing(_ screen: UIViewController) -> (UIWindow, UINavigationController) {
    let (window, navigation) = shown("List")
    navigation.pushViewController(screen, animated: false)
    window.log.removeAll()
    return (window, navigation)
  }

  @Test func theDocumentedEditorRunsItsTargetsActionAndItsClosure() throws {
    let editor = EditorViewController()
    let listener = EditorListener()
    editor.delegate = listener
    let (_, navigation) = showing(editor)
    let items = editor.navigationItem
    try navigation.userTapsBarButton(items.rightBarButtonItem!)
    try navigation.userTapsBarButton(items.leftBarButtonItem!)
    #expect(listener.heard == ["finish", "cancel"])
    #expect(items.rightBarButtonItem?.target === editor)
    #expect(items.rightBarButtonItem?.systemItem == .done)
  }

  @Test func theActionMayTakeTheSenderOrNothing() throws {
    let compose = ComposeScreen()
    let send = UIBarButtonItem(
      title: "Send", style: .done, target: compose, action: ComposeScreen.send)
    let attach = UIBarButtonItem(
      image: UIImage(systemName: "paperclip"), style: .plain, target: compose,
      action: ComposeScreen.attach)
    attach.title = "Clip"
    let share = UIBarButtonItem(
      barButtonSystemItem: .action, target: compose, action: ComposeScreen.share)
    let archive = UIBarButtonItem(
      barButtonSystemItem: .organize, target: compose, action: ComposeScreen.archive)
    let trash = UIBarButtonItem(
      barButtonSystemItem: .trash, target: compose, action: ComposeScreen.trash)
    compose.navigationItem.rightBarButtonItems = [send, attach, share, archive, trash]
    let (window, navigation) = showing(compose)
    for item in [send, attach, share, archive, trash] { try navigation.userTapsBarButton(item) }
    #expect(compose.calls == ["send", "attach Clip", "share", "archive", "trash"])
    #expect(window.log.lines.first == "userTapsBarButton(Nav, Send)")
  }

  @Test func withoutATargetTheActionGoesUpTheResponderChain() throws {
    let compose = ComposeScreen()
    let target: ComposeScreen? = nil
    compose.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Send", style: .plain, target: target, action: ComposeScreen.send)
    let (_, navigation) = showing(compose)
    try navigation.userTapsBarButton(compose.navigationItem.rightBarButtonItem!)
    #expect(compose.calls == ["send"])
  }

  @Test func aPrimaryActionRunsInsteadOfTheTargetsAction() throws {
    let compose = ComposeScreen()
    let item = UIBarButtonItem(
      title: "Send", style: .plain, target: compose, action: ComposeScreen.send)
    var ran: [String] = []
    item.primaryAction = UIAction(title: "Send now") { action in ran.append(action.title) }
    compose.navigationItem.rightBarButtonItem = item
    let (_, navigation) = showing(compose)
    try navigation.userTapsBarButton(item)
    #expect(ran == ["Send now"])
    #expect(compose.calls.isEmpty)
  }

  @Test func aButtonWithNeitherRunsNothingAndTheLogSaysSo() throws {
    let spacer = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let menu = UIBarButtonItem(
      title: "More", image: nil, primaryAction: nil,
      menu: UIMenu(title: "", children: [UIAction(title: "Rename") { _ in }]))
    let screen = UIViewController()
    screen.navigationItem.rightBarButtonItems = [spacer, menu]
    let (window, navigation) = showing(screen)
    try navigation.userTapsBarButton(spacer)
    #expect(
      window.log.lines == [
        "userTapsBarButton(Nav, flexibleSpace)", "noActionRan(flexibleSpace)",
      ])
    #expect(!menu.hasAction)
    #expect((menu.menu?.children.first as? UIAction)?.title == "Rename")
  }

  @Test func leftAndRightItemsAreTheFirstOfTheirArrays() {
    let item = UINavigationItem(title: "Edit")
    let (a, b) = (
      UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
      UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
    )
    item.rightBarButtonItems = [a, b]
    #expect(item.rightBarButtonItem === a)
    item.leftBarButtonItem = b
    #expect(item.leftBarButtonItems == [b])
    item.setRightBarButton(nil, animated: true)
    #expect(item.rightBarButtonItems == nil)
  }

  @Test func theUserCannotTapAButtonThatIsNotOnScreen() throws {
    let compose = ComposeScreen()
    let send = UIBarButtonItem(
      title: "Send", style: .plain, target: compose, action: ComposeScreen.send)
    compose.navigationItem.rightBarButtonItem = send
    let (_, navigation) = showing(compose)
    func refusal() -> String? {
      do {
        try navigation.userTapsBarButton(send)
        return nil
      } catch {
        #expect(error.code == .notOnScreen)
        return error.message
      }
    }
    navigation.pushViewController(Screen("Detail"), animated: false)
    #expect(
      refusal()?.contains("it is not a bar button of the screen on top ('Detail' shows none)")
        == true)
    navigation.popViewController(animated: false)
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(refusal()?.hasSuffix("its navigation bar is hidden (isNavigationBarHidden).") == true)
    navigation.isNavigationBarHidden = false
    compose.present(Screen("Sheet"), animated: false)
    #expect(refusal()?.hasSuffix("'Sheet' is presented over it.") == true)
    compose.dismiss(animated: false)
    send.isEnabled = false
    #expect(refusal()?.hasSuffix("it is disabled (isEnabled is false).") == true)
    send.isEnabled = true
    #expect(navigation.barButtonItemsOnScreen == [send])
    #expect(refusal() == nil)
    #expect(compose.calls == ["send"])
    let detached = UINavigationController(rootViewController: ComposeScreen())
    #expect(throws: NavigationError.self) { try detached.userTapsBarButton(send) }
  }

  @Test func theWindowTapsTheButtonsOfTheNavigationBarOnTop() throws {
    let compose = ComposeScreen()
    let send = UIBarButtonItem(
      title: "Send", style: .plain, target: compose, action: ComposeScreen.send)
    compose.navigationItem.rightBarButtonItem = send
    let sheet = UINavigationController(rootViewController: compose)
    let (window, navigation) = shown("List")
    navigation.present(sheet, animated: false)
    #expect(window.barButtonItemsOnScreen == [send])
    try window.userTapsBarButton(send)
    #expect(compose.calls == ["send"])
    compose.present(
      UIAlertController(title: "Sent", message: nil, preferredStyle: .alert), animated: false)
    #expect(window.barButtonItemsOnScreen.isEmpty)
    #expect(throws: NavigationError.self) { try window.userTapsBarButton(send) }
  }

  @Test func aBackButtonItemIsTappedAsTheBackButton() throws {
    let (_, navigation) = shown("List", "Detail")
    let back = UIBarButtonItem(title: "Memos", style: .plain, target: nil, action: nil)
    navigation.viewControllers[0].navigationItem.backBarButtonItem = back
    #expect(throws: NavigationError.self) { try navigation.userTapsBarButton(back) }
    try navigation.userTapsBack()
    #expect(titles(navigation.viewControllers) == ["List"])
  }

  /// Pushes a compose screen that keeps its Send button, the button's target being the screen.
  func pushComposeKeepingItsButton(on navigation: UINavigationController) -> UIBarButtonItem {
    let compose = ComposeScreen()
    let send = UIBarButtonItem(
      title: "Send", style: .plain, target: compose, action: ComposeScreen.send)
    compose.sendItem = send
    compose.navigationItem.rightBarButtonItem = send
    navigation.pushViewController(compose, animated: false)
    return send
  }

  /// Pushes a screen with a closure button, a target button with a menu, and a back button.
  func pushScreenWithEveryKindOfButton(on navigation: UINavigationController) {
    let compose = ComposeScreen()
    let items = compose.navigationItem
    items.rightBarButtonItems = [
      UIBarButtonItem(title: "Send", primaryAction: UIAction { _ in }),
      UIBarButtonItem(
        title: "More", image: UIImage(systemName: "ellipsis"), primaryAction: nil,
        menu: UIMenu(children: [UIAction(title: "Rename") { _ in }])),
    ]
    items.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: compose, action: ComposeScreen.send)
    items.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
    navigation.pushViewController(compose, animated: false)
  }

  /// A screen, its navigation item, and every button, action and menu the item holds.
  func buttonsAndScreen(_ screen: UIViewController) -> [AnyObject] {
    let items = screen.navigationItem
    let right = items.rightBarButtonItems!
    return [
      screen, items, right[0], right[0].primaryAction!, right[1], right[1].menu!,
      right[1].menu!.children[0], items.leftBarButtonItem!, items.backBarButtonItem!,
    ]
  }

  @Test func aScreensButtonsActionsAndMenusGoWithIt() async {
    let (_, navigation) = shown("List")
    pushScreenWithEveryKindOfButton(on: navigation)
    await assertReleased(buttonsAndScreen(navigation.topViewController!), configuration: quick) {
      navigation.popViewController(animated: true)
    }
  }

  @Test func theTargetIsWeakSoAButtonDoesNotKeepItsScreen() async {
    let (_, navigation) = shown("List")
    let send = pushComposeKeepingItsButton(on: navigation)
    #expect(send.target === navigation.topViewController)
    await assertReleased([navigation.topViewController!], configuration: quick) {
      navigation.popViewController(animated: true)
    }
    #expect(send.target == nil)
  }

  @Test func aClosureThatCapturesItsScreenKeepsItAndTheAuditNamesIt() async throws {
    let (window, navigation) = shown("List")
    let audit = FlowAudit(window: window, configuration: quick)
    try await audit.step("open") {
      navigation.pushViewController(LeakyScreen(title: "Leaky"), animated: true)
    }
    audit.registerScreen(navigation.topViewController!, label: "Leaky", owner: nil)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.flatMap(\.objects).compactMap(\.label) == ["Leaky"])
    #expect(
      report.text.contains(
        "in a cycle: LeakyScreen.navigationItem → NavigationItem.rightBarButtonItems[0] → "
          + "BarButtonItem.primaryAction → Action.handler{closure captures} → LeakyScreen"),
      "\(report.text)")
  }

  @Test func theGuidesBarButtonExampleIsTheOneTheseTestsCompile() throws {
    let guide = try TestFiles.excerpt(
      of: "docs/uikit-surface.md", from: "<!-- compiled: bar-buttons -->\n```swift\n",
      to: "```\n")
    let compiled = try TestFiles.excerpt(
      of: "Tests/HeadlessUIKitTests/Support/EditorViewController.swift",
      from: "// uikit-surface: bar-buttons\n", to: "// uikit-surface: end\n")
    #expect(guide == compiled)
  }
}
