import HeadlessUIKit
import LeakAuditTesting
import Testing

import enum CoordinatorTree.MainLoop

/// `UIStoryboard`, making what a test registered with `HeadlessStoryboard`, as UIKit makes a
/// storyboard's view controllers.
@MainActor @Suite struct UIStoryboardTests {
  init() {
    HeadlessStoryboard.register("Main", byClassName: [CatalogViewController.self])
    HeadlessStoryboard.register("Catalog", "Catalog", CatalogViewController.self)
    HeadlessStoryboard.register("Catalog", "Titled") {
      let screen = CatalogViewController(nibName: nil, bundle: nil)
      screen.title = "Titled"
      return screen
    }
  }

  /// The tutorials' protocol, unchanged: the class name is the Storyboard ID.
  @Test func theStoryboardedProtocolOfTheTutorialsWorksUnchanged() {
    let screen = CatalogViewController.instantiate()
    #expect(type(of: screen) == CatalogViewController.self)
    #expect(screen.awakenings == 1)
    #expect(screen.storyboard != nil)
  }

  @Test func aSceneIsMadeByItsClassOrByItsClosureEachTimeItIsAskedFor() {
    let storyboard = UIStoryboard(name: "Catalog", bundle: nil)
    let first = storyboard.instantiateViewController(withIdentifier: "Catalog")
    let second = storyboard.instantiateViewController(withIdentifier: "Catalog")
    #expect(first is CatalogViewController && first !== second)
    let titled = storyboard.instantiateViewController(withIdentifier: "Titled")
    #expect(titled.title == "Titled")
    #expect((titled as? CatalogViewController)?.awakenings == 1)
    #expect(UIViewController().storyboard == nil)
  }

  /// iOS 13's creator: the app's code makes the view controller with what it needs.
  @Test func theCreatorMakesTheViewControllerWithWhatItNeeds() {
    let storyboard = UIStoryboard(name: "Catalog", bundle: nil)
    let item = storyboard.instantiateViewController(identifier: "Item") { coder in
      ItemViewController(coder: coder, item: "Lamp")
    }
    #expect(item.item == "Lamp")
    // Without a creator, the registered scene is made, of the type asked for.
    let catalog: CatalogViewController = storyboard.instantiateViewController(
      identifier: "Catalog")
    #expect(catalog.awakenings == 1)
  }

  /// UIKit hands a storyboard's view controller back autoreleased: it outlives its last strong
  /// reference (only the pool holds it) until the current turn of the main loop ends.
  @Test func aSceneIsAutoreleasedUntilTheTurnEnds() async {
    weak let made = UIStoryboard(name: "Catalog", bundle: nil)
      .instantiateViewController(withIdentifier: "Catalog")
    #expect(made != nil, "only the autorelease pool holds it until the turn ends")
    await assertReleased([made!], configuration: quick) { MainLoop.runUntilIdle() }
  }

  @Test func theInitialSceneIsTheOneRegisteredAndNilWhenThereIsNone() {
    HeadlessStoryboard.registerInitial("Onboarding", "Welcome") {
      UINavigationController(rootViewController: CatalogViewController(nibName: nil, bundle: nil))
    }
    let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
    let initial = storyboard.instantiateInitialViewController()
    #expect(initial is UINavigationController)
    #expect(
      storyboard.instantiateViewController(withIdentifier: "Welcome") is UINavigationController)
    // A storyboard with scenes but no initial one, as UIKit: nil.
    #expect(UIStoryboard(name: "Catalog", bundle: nil).instantiateInitialViewController() == nil)
  }

  /// The sentence the app stops with for a scene nobody registered: it names the storyboard and
  /// the identifier, lists what the storyboard has, and says how to register it.
  @Test func theMessageForASceneNobodyRegisteredSaysHowToRegisterIt() {
    let message = HeadlessStoryboard.missingSceneMessage("Checkout", in: "Catalog")
    #expect(
      message.hasPrefix(
        "The storyboard 'Catalog' has no view controller with the identifier 'Checkout': "
          + "nobody registered it, and "))
    #expect(message.contains("The storyboard 'Catalog' has 'Catalog', 'Titled'."))
    #expect(
      message.hasSuffix(
        "Register it before the app asks for it, with its class (made with init(coder:)): "
          + "HeadlessStoryboard.register(\"Catalog\", \"Checkout\", Checkout.self), or with a "
          + "closure that makes it: HeadlessStoryboard.register(\"Catalog\", \"Checkout\") { … }."))
    // An identifier that cannot be a class name gets a placeholder class.
    #expect(
      HeadlessStoryboard.missingSceneMessage("check-out", in: "Nowhere").contains(
        "Nothing is registered for the storyboard 'Nowhere'. Register it before the app asks for "
          + "it, with its class (made with init(coder:)): HeadlessStoryboard.register(\"Nowhere\", "
          + "\"check-out\", ItsViewController.self)"))
    #expect(
      HeadlessStoryboard.missingStoryboardMessage("Nowhere")
        == "Nothing is registered for the storyboard 'Nowhere', so it has no initial view "
        + "controller. Register one before the app asks for it: "
        + "HeadlessStoryboard.registerInitial(\"Nowhere\") { … }.")
  }

  /// Where UIKit raises, the app stops, and standard error says why.
  @Test func anIdentifierNobodyRegisteredStopsTheAppWithTheSentence() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = await MainActor.run {
          UIStoryboard(name: "Nowhere", bundle: nil).instantiateViewController(
            withIdentifier: "Missing")
        }
      })
    let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        "The storyboard 'Nowhere' has no view controller with the identifier 'Missing'"))
  }
}
