import Foundation

/// Runs a body over many inputs on a few threads at once, for tests whose time is spent waiting (a program in a
/// pseudo-terminal given one key at a time), and gives back each result in the inputs' order.
enum Concurrently {
    static func map<Input, Output>(_ inputs: [Input], width: Int, _ body: @escaping (Input) throws -> Output)
        -> [Result<Output, Error>] {
        let work = Work(inputs: inputs, body: body)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(width, inputs.count)) {
            group.enter()
            Thread {
                while let index = work.take() { work.put(index, Result { try work.body(work.inputs[index]) }) }
                group.leave()
            }.start()
        }
        group.wait()
        return work.results.map { $0! }
    }

    /// What the threads share, behind one lock.
    private final class Work<Input, Output>: @unchecked Sendable {
        let inputs: [Input]
        let body: (Input) throws -> Output
        private let lock = NSLock()
        private var next = 0
        private(set) var results: [Result<Output, Error>?]

        init(inputs: [Input], body: @escaping (Input) throws -> Output) {
            self.inputs = inputs
            self.body = body
            results = Array(repeating: nil, count: inputs.count)
        }

        /// The next input's index, or nil when every one is taken.
        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < inputs.count else { return nil }
            next += 1
            return next - 1
        }

        func put(_ index: Int, _ result: Result<Output, Error>) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }
    }
}
