/// The scenarios `coordaudit` runs with no arguments: every entry of the design notes' catalog
/// (C1 to C11), the router system's open-banking flow, and hand-written coordinators wired as
/// bugs reported in public coordinator libraries and apps (W1 to W19), each in a correct form
/// that must come out clean and a faulty form that must be caught.
///
/// This file is the catalog's manifest: each entry's name, the summary `coordaudit list`
/// prints, and the catalog's order. The scenarios are whole files in `Scenarios/`, a correct
/// form `NAME.scenario` and its faulty form `NAME-faulty.scenario` (the folder's README says
/// the convention), which SwiftPM embeds in the module at build time, each as
/// `PackageResources.NAME_scenario`:
///
/// ```swift
/// entry("C1-back-tap", "child-array: …", file: PackageResources.C1_back_tap_scenario)
/// ```
///
/// The entries are made once, on first use. `BuiltInCatalogFilesTests` checks that the
/// manifest and the folder agree: every file listed, every entry its file, every pair complete.
enum BuiltInCatalog {
  /// Every entry, in catalog order: a correct form, then its faulty forms.
  static let entries: [CatalogEntry] = [
    // The design notes' catalog, C1 to C11, and the router's open-banking flow.
    entry(
      "C1-back-tap",
      "child-array: a back tap and a swipe finish Search; everything of it goes",
      file: PackageResources.C1_back_tap_scenario),
    entry(
      "C1-back-tap-faulty",
      "child-array without removal on back: Search outlives its screens",
      file: PackageResources.C1_back_tap_faulty_scenario),
    entry(
      "C2-cancelled-swipe",
      "child-array: a cancelled swipe finishes and releases nothing",
      file: PackageResources.C2_cancelled_swipe_scenario),
    entry(
      "C2-cancelled-swipe-faulty",
      "child-array finishing at willShow: a cancelled swipe lets Search go too early",
      file: PackageResources.C2_cancelled_swipe_faulty_scenario),
    entry(
      "C3-multi-pop",
      "child-array: popToRoot and a back-menu jump finish three nested flows",
      file: PackageResources.C3_multi_pop_scenario),
    entry(
      "C3-multi-pop-faulty",
      "child-array finishing only the last child: A and B leak",
      file: PackageResources.C3_multi_pop_faulty_scenario),
    entry(
      "C4-sheet-swipe",
      "child-array: a sheet swiped down takes its flow and stack with it",
      file: PackageResources.C4_sheet_swipe_scenario),
    entry(
      "C4-sheet-swipe-faulty",
      "child-array deaf to sheet swipes: the presented flow and its stack leak",
      file: PackageResources.C4_sheet_swipe_faulty_scenario),
    entry(
      "C5-logout-login",
      "child-array: ten logout/login loops keep counts and heap flat",
      file: PackageResources.C5_logout_login_scenario),
    entry(
      "C5-logout-login-faulty",
      "an app keeping old sessions: counts and heap grow on every loop",
      file: PackageResources.C5_logout_login_faulty_scenario),
    entry(
      "C6-coordinator-screen-cycle",
      "child-array sheet: coordinator, screen and view model go together",
      file: PackageResources.C6_coordinator_screen_cycle_scenario),
    entry(
      "C6-coordinator-screen-cycle-faulty",
      "a view model holding its coordinator strongly: the whole cycle leaks",
      file: PackageResources.C6_coordinator_screen_cycle_faulty_scenario),
    entry(
      "C7-premature-release",
      "child-array: a started child is kept while its screen shows",
      file: PackageResources.C7_premature_release_scenario),
    entry(
      "C7-premature-release-faulty",
      "a child held only weakly goes while its screen shows",
      file: PackageResources.C7_premature_release_faulty_scenario),
    entry(
      "C8-shared-view-model",
      "self-releasing: two screens, one view model, popTo; released in order",
      file: PackageResources.C8_shared_view_model_scenario),
    entry(
      "C8-shared-view-model-faulty",
      "self-releasing coordinator holding its view model strongly: both leak",
      file: PackageResources.C8_shared_view_model_faulty_scenario),
    entry(
      "C9-stale-current-screen",
      "scene coordinator: the current screen stays the top-most content",
      file: PackageResources.C9_stale_current_screen_scenario),
    entry(
      "C9-stale-current-screen-faulty",
      "scene coordinator without the delegate fix: stale pointer keeps Detail",
      file: PackageResources.C9_stale_current_screen_faulty_scenario),
    entry(
      "C9-stale-current-screen-will-show-faulty",
      "scene coordinator updating at willShow: stale after a cancelled swipe",
      file: PackageResources.C9_stale_current_screen_will_show_faulty_scenario),
    entry(
      "C10-finish-twice",
      "child-array: finished by the user and by its code, the parent hears once",
      file: PackageResources.C10_finish_twice_scenario),
    entry(
      "C10-finish-twice-faulty",
      "child-array finish without a guard: the flow finishes twice",
      file: PackageResources.C10_finish_twice_faulty_scenario),
    entry(
      "C11-root-container",
      "scene coordinator: the root's content is current; the push works",
      file: PackageResources.C11_root_container_scenario),
    entry(
      "C11-root-container-faulty",
      "scene coordinator with the container as current: the push fails",
      file: PackageResources.C11_root_container_faulty_scenario),
    entry(
      "router-open-banking",
      "router: intro, terms, account, agreement sheet; every exit releases",
      file: PackageResources.router_open_banking_scenario),
    entry(
      "router-open-banking-faulty",
      "router holding its screen strongly: screen, view model and router leak",
      file: PackageResources.router_open_banking_faulty_scenario),
    // Hand-written coordinators wired as bugs reported in public, W1 to W19.
    entry(
      "W1-back-without-listener",
      "hand-written: the parent hears didShow and lets Search go after a back tap",
      file: PackageResources.W1_back_without_listener_scenario),
    entry(
      "W1-back-without-listener-faulty",
      "hand-written, removed only by its own finish: a back tap leaks Search",
      file: PackageResources.W1_back_without_listener_faulty_scenario),
    entry(
      "W2-did-show-from",
      "hand-written, checking the stack at didShow: every pop ends Search",
      file: PackageResources.W2_did_show_from_scenario),
    entry(
      "W2-did-show-from-faulty",
      "hand-written, reading the transition's .from at didShow: a pop that is not animated "
        + "leaks Search",
      file: PackageResources.W2_did_show_from_faulty_scenario),
    entry(
      "W3-sweep-identity",
      "hand-written sweep, About identified by its first screen: swept after a back tap",
      file: PackageResources.W3_sweep_identity_scenario),
    entry(
      "W3-sweep-identity-faulty",
      "hand-written sweep, About identified by the shared navigation controller: never swept",
      file: PackageResources.W3_sweep_identity_faulty_scenario),
    entry(
      "W4-will-disappear",
      "hand-written, ending at viewDidDisappear: a cancelled swipe keeps About",
      file: PackageResources.W4_will_disappear_scenario),
    entry(
      "W4-will-disappear-faulty",
      "hand-written, ending at viewWillDisappear: a cancelled swipe lets About go while it shows",
      file: PackageResources.W4_will_disappear_faulty_scenario),
    entry(
      "W5-sheet-swipe-down",
      "hand-written sheet with a presentation delegate: a swipe down releases Compose",
      file: PackageResources.W5_sheet_swipe_down_scenario),
    entry(
      "W5-sheet-swipe-down-faulty",
      "hand-written sheet ended only by its Send button: a swipe down leaks Compose",
      file: PackageResources.W5_sheet_swipe_down_faulty_scenario),
    entry(
      "W6-container-dismissed",
      "hand-written sheet ending on its dismissal too: a swipe down releases it",
      file: PackageResources.W6_container_dismissed_scenario),
    entry(
      "W6-container-dismissed-faulty",
      "hand-written sheet ending when its first screen is dismissed: the navigation controller "
        + "is, so Onboarding leaks",
      file: PackageResources.W6_container_dismissed_faulty_scenario),
    entry(
      "W7-screen-takes-delegate",
      "hand-written: Main stays the navigation delegate, Search ends after a back tap",
      file: PackageResources.W7_screen_takes_delegate_scenario),
    entry(
      "W7-screen-takes-delegate-faulty",
      "a screen makes itself the navigation delegate: Main stops hearing, Search leaks",
      file: PackageResources.W7_screen_takes_delegate_faulty_scenario),
    entry(
      "W8-delegate-hand-back",
      "hand-written child restoring the previous navigation delegate: Main hears again",
      file: PackageResources.W8_delegate_hand_back_scenario),
    entry(
      "W8-delegate-hand-back-faulty",
      "hand-written child setting the navigation delegate to nil when it stops: the next child "
        + "leaks",
      file: PackageResources.W8_delegate_hand_back_faulty_scenario),
    entry(
      "W9-completion-map",
      "hand-written router map keyed by screen, run at didShow: nothing stays",
      file: PackageResources.W9_completion_map_scenario),
    entry(
      "W9-completion-map-faulty",
      "router map keyed by screen, run only by the child's own finish: a back tap leaks Item "
        + "and its screen",
      file: PackageResources.W9_completion_map_faulty_scenario),
    entry(
      "W10-finish-closure",
      "hand-written finish closure capturing the child weakly: Login goes when removed",
      file: PackageResources.W10_finish_closure_scenario),
    entry(
      "W10-finish-closure-faulty",
      "finish closure stored on the child and capturing it: Login keeps itself",
      file: PackageResources.W10_finish_closure_faulty_scenario),
    entry(
      "W11-result-stream",
      "hand-written result stream that completes: the dispose bag lets Picker go",
      file: PackageResources.W11_result_stream_scenario),
    entry(
      "W11-result-stream-faulty",
      "result stream that emits but never completes: the parent's dispose bag keeps Picker",
      file: PackageResources.W11_result_stream_faulty_scenario),
    entry(
      "W11-result-stream-kept-in-bag-faulty",
      "result stream that completes, its subscription kept in the parent's bag: nothing leaks, "
        + "the bag grows",
      file: PackageResources.W11_result_stream_kept_in_bag_faulty_scenario),
    entry(
      "W12-removes-itself",
      "hand-written parent removing the child that finished: ClearCache goes",
      file: PackageResources.W12_removes_itself_scenario),
    entry(
      "W12-removes-itself-faulty",
      "parent calling removeCoordinator(self) when its child finishes: ClearCache leaks",
      file: PackageResources.W12_removes_itself_faulty_scenario),
    entry(
      "W13-sink-captures-self",
      "hand-written sink capturing self weakly: Running goes when removed",
      file: PackageResources.W13_sink_captures_self_scenario),
    entry(
      "W13-sink-captures-self-faulty",
      "sink stored in the coordinator's cancellables and capturing it: Running keeps itself",
      file: PackageResources.W13_sink_captures_self_faulty_scenario),
    entry(
      "W14-will-show",
      "hand-written, ending at didShow: a cancelled swipe back keeps Account",
      file: PackageResources.W14_will_show_scenario),
    entry(
      "W14-will-show-faulty",
      "hand-written, ending at willShow: a cancelled swipe back lets Account go while it shows",
      file: PackageResources.W14_will_show_faulty_scenario),
    entry(
      "W15-delegate-when-unset",
      "hand-written, one delegate that tells its children: a back tap ends Search",
      file: PackageResources.W15_delegate_when_unset_scenario),
    entry(
      "W15-delegate-when-unset-faulty",
      "hand-written, each taking the delegate only when it is unset: Search never hears its "
        + "back tap",
      file: PackageResources.W15_delegate_when_unset_faulty_scenario),
    entry(
      "W16-presented-registry",
      "hand-written, one registry of flows: dismissing Compose drops Attach above it too",
      file: PackageResources.W16_presented_registry_scenario),
    entry(
      "W16-presented-registry-faulty",
      "hand-written, one registry of flows: dismissing Compose leaves Attach, presented above "
        + "it, in the registry",
      file: PackageResources.W16_presented_registry_faulty_scenario),
    entry(
      "W17-children-keyed-by-type",
      "hand-written, children keyed by an identifier each: two Details live side by side",
      file: PackageResources.W17_children_keyed_by_type_scenario),
    entry(
      "W17-children-keyed-by-type-faulty",
      "hand-written, children keyed by their type: a second Detail replaces the first, which "
        + "goes while its screen shows",
      file: PackageResources.W17_children_keyed_by_type_faulty_scenario),
    entry(
      "W18-observer-never-removed",
      "hand-written, an app-wide observer removed when the flow finishes: Search goes",
      file: PackageResources.W18_observer_never_removed_scenario),
    entry(
      "W18-observer-never-removed-faulty",
      "hand-written, an app-wide observer added on every start and never removed: each Search "
        + "stays",
      file: PackageResources.W18_observer_never_removed_faulty_scenario),
    entry(
      "W19-weak-observer-piles-up",
      "hand-written, a weak observer removed when the flow finishes: the center keeps none",
      file: PackageResources.W19_weak_observer_piles_up_scenario),
    entry(
      "W19-weak-observer-piles-up-faulty",
      "hand-written, a weak observer added on every start and never removed: nothing leaks, "
        + "the observers pile up",
      file: PackageResources.W19_weak_observer_piles_up_faulty_scenario),
  ]

  /// An entry whose scenario file is `file`, as SwiftPM embedded it.
  ///
  /// - Parameters:
  ///   - name: The name `coordaudit show` takes: the file's name without `.scenario`.
  ///   - summary: The line `coordaudit list` prints after the name.
  ///   - file: The file's bytes, UTF-8.
  /// - Returns: The entry, its source the file's text.
  private static func entry(_ name: String, _ summary: String, file: [UInt8]) -> CatalogEntry {
    CatalogEntry(name: name, summary: summary, source: String(decoding: file, as: UTF8.self))
  }
}
