import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A news app in the MVVM shape most tutorials give: the feed's view model asks a service for
// the articles, the service answers on the main queue (as a URLSession completion handed back
// with `DispatchQueue.main.async` from a background queue, or a main-actor `Task` that awaits
// an async service), the view model tells the screen, and the screen reloads its table. Until
// then the table has no row: a user sees the rows a moment after launch, and only then can
// open an article, whose screen is pushed once its text has come the same way. In the leaking
// form the article's screen gives its view model a closure that captures the screen strongly:
// screen → view model → closure → screen, a cycle the back button leaves behind.
//
// Written for this project in the shape of those tutorials; no code copied.

/// How the service hands its answer back, as apps write it.
public enum FeedDelivery: Sendable, CaseIterable {
  /// `DispatchQueue.main.async { completion(articles) }`.
  case mainQueue
  /// The completion on the main queue, whose view model reloads in a second
  /// `DispatchQueue.main.async`: two blocks, one queued by the other.
  case mainQueueTwice
  /// `Task { @MainActor in … }` that awaits a main-actor cache before it answers.
  case mainActorTask
  /// Decoded on a global queue, then handed back with `DispatchQueue.main.async`: the shape
  /// of a `URLSession` completion, which runs on a background queue.
  case backgroundQueue
  /// `Task { @MainActor in … }` that awaits a `nonisolated async` service (the shape of
  /// `try await URLSession.shared.data(from:)` and a decode): the reply is made on the global
  /// executor, and the task comes back to the main actor with it.
  case asyncService
}

/// The app's coordinator: the feed in a navigation stack, each article pushed over it.
@MainActor public final class NewsCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let service: NewsService
  /// Whether the article's screen captures itself weakly in its view model's closure (the fix).
  let capturesWeakly: Bool

  /// Builds the app on its window and shows the feed, which starts loading.
  public init(window: UIWindow, delivery: FeedDelivery, capturesWeakly: Bool) {
    service = NewsService(delivery: delivery)
    self.capturesWeakly = capturesWeakly
    let feed = NewsFeedViewController(viewModel: NewsFeedViewModel(service: service))
    feed.onSelect = { [weak self] article in self?.show(article) }
    navigationController.viewControllers = [feed]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  /// Loads the article's text, then pushes its screen: the screen is made when the answer
  /// comes, in the service's block or task.
  func show(_ article: NewsArticle) {
    service.fetch { [weak self] _ in
      guard let self else { return }
      let screen = NewsArticleViewController(
        viewModel: NewsArticleViewModel(article: article), capturesWeakly: self.capturesWeakly)
      self.navigationController.pushViewController(screen, animated: true)
    }
  }
}

/// An article of the feed.
struct NewsArticle: Equatable {
  let title: String
}

/// The network layer, answering at once but not in the call: always on the main queue.
@MainActor final class NewsService {
  let delivery: FeedDelivery
  let cache = NewsCache()

  init(delivery: FeedDelivery) {
    self.delivery = delivery
  }

  /// The articles of the feed; also what an article's text is fetched with, here.
  func fetch(completion: @escaping ([NewsArticle]) -> Void) {
    let articles = [NewsArticle(title: "Swift on the server"), NewsArticle(title: "Leaks, found")]
    switch delivery {
    case .mainQueue, .mainQueueTwice:
      DispatchQueue.main.async { completion(articles) }
    case .mainActorTask:
      Task { @MainActor in
        let cached = await self.cachedArticles(or: articles)
        completion(cached)
      }
    case .backgroundQueue:
      DispatchQueue.global(qos: .userInitiated).async {
        let decoded = articles.map { NewsArticle(title: $0.title) }
        DispatchQueue.main.async { completion(decoded) }
      }
    case .asyncService:
      Task { @MainActor in
        let decoded = await Self.decoded(articles)
        completion(decoded)
      }
    }
  }

  /// The articles as a `nonisolated async` service call makes them: on the global executor.
  nonisolated static func decoded(_ articles: [NewsArticle]) async -> [NewsArticle] {
    articles.map { NewsArticle(title: $0.title) }
  }

  /// The articles a main-actor cache keeps, or `articles`. (A `nonisolated async` call, such
  /// as `Task.yield()`, would run on the global executor: not what this form shows.)
  @MainActor private func cachedArticles(or articles: [NewsArticle]) async -> [NewsArticle] {
    await cache.articles(or: articles)
  }
}

/// What the service read last, kept on the main actor.
@MainActor final class NewsCache {
  private var kept: [NewsArticle] = []

  func articles(or fresh: [NewsArticle]) async -> [NewsArticle] {
    if kept.isEmpty { kept = fresh }
    return kept
  }
}

/// The feed's state: its articles, and a closure the screen sets to hear of changes.
@MainActor final class NewsFeedViewModel {
  let service: NewsService
  private(set) var articles: [NewsArticle] = []
  var onChange: (() -> Void)?

  init(service: NewsService) {
    self.service = service
  }

  func load() {
    service.fetch { [weak self] articles in
      guard let self else { return }
      self.articles = articles
      if self.service.delivery == .mainQueueTwice {
        DispatchQueue.main.async { [weak self] in self?.onChange?() }
      } else {
        self.onChange?()
      }
    }
  }
}

/// The feed: a plain table view controller whose rows come from the view model.
final class NewsFeedViewController: UITableViewController {
  let viewModel: NewsFeedViewModel
  var onSelect: ((NewsArticle) -> Void)?

  init(viewModel: NewsFeedViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "News"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "NewsArticle")
    viewModel.onChange = { [weak self] in self?.tableView.reloadData() }
    viewModel.load()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.articles.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NewsArticle", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = viewModel.articles[indexPath.row].title
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onSelect?(viewModel.articles[indexPath.row])
  }
}

/// One article's state, and the closure its screen sets to render it.
final class NewsArticleViewModel {
  let article: NewsArticle
  var onUpdate: ((NewsArticle) -> Void)?

  init(article: NewsArticle) {
    self.article = article
  }

  func start() {
    onUpdate?(article)
  }
}

/// An article: its view model renders it through a closure.
final class NewsArticleViewController: UIViewController {
  let viewModel: NewsArticleViewModel
  let capturesWeakly: Bool
  private let titleLabel = UILabel()

  init(viewModel: NewsArticleViewModel, capturesWeakly: Bool) {
    self.viewModel = viewModel
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(titleLabel)
    if capturesWeakly {
      viewModel.onUpdate = { [weak self] article in self?.render(article) }
    } else {
      viewModel.onUpdate = { article in self.render(article) }
    }
    viewModel.start()
  }

  private func render(_ article: NewsArticle) {
    title = article.title
    titleLabel.text = article.title
  }
}
