import Glibc

/// A command typed at a terminal that runs past `delay` seconds says so once, so that
/// silence after Enter never leaves a person wondering whether listo heard or hung:
/// "Working: delete selection. Ctrl-C stops it." A change to a million rows takes
/// tens of seconds; most commands answer long before the notice is due, and say nothing more.
///
/// A command that has said something already (a long reading says each section as it
/// goes) is plainly working, and hears no notice. A thread of its own waits out each
/// command. The notice, the end of the command and everything the runner says take
/// turns under one lock (`saying`), so the notice comes before the answer or not at
/// all, and the terminal, the Braille display and the speech channel are never written
/// from two threads at once. The thread takes no signal: Ctrl-C, Ctrl-Z and a resize
/// stay the main thread's.
final class WorkingNotice: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var wake = pthread_cond_t()
    /// Commands begun so far; the notice said for one is never said again.
    private var begun = 0
    private var saidFor = 0
    private var running = false
    private var notice: () -> Void = {}
    private var due = timespec()
    private let delay: Double

    /// Nil where the thread could not be started: commands then run as before, unannounced.
    init?(delay: Double = 2) {
        self.delay = delay
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&wake, &attributes)
        pthread_condattr_destroy(&attributes)
        var all = sigset_t(), before = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &before)
        var thread = pthread_t()
        let me = Unmanaged.passRetained(self).toOpaque()
        let rc = pthread_create(&thread, nil, { context in
            Unmanaged<WorkingNotice>.fromOpaque(context!).takeUnretainedValue().serve()
            return nil
        }, me)
        pthread_sigmask(SIG_SETMASK, &before, nil)
        guard rc == 0 else {
            Unmanaged<WorkingNotice>.fromOpaque(me).release()
            return nil
        }
        pthread_detach(thread)
    }

    /// A command starts; `notice` says it is working if it still is when the notice is
    /// due. It runs on the notice's thread, under the lock, and so must use only what
    /// was worked out before the command began, never the session the command changes.
    func begin(_ notice: @escaping () -> Void) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let whole = Int(delay)
        let nanoseconds = now.tv_nsec + Int((delay - Double(whole)) * 1e9)
        pthread_mutex_lock(&mutex)
        begun += 1
        running = true
        self.notice = notice
        due = timespec(tv_sec: now.tv_sec + whole + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&mutex)
    }

    /// The command ended: from here on its notice is not said. Called before its answer is written.
    func end() {
        pthread_mutex_lock(&mutex)
        running = false
        notice = {}
        pthread_mutex_unlock(&mutex)
    }

    /// Runs `body`, which says something, while no notice is being said; the command
    /// running, if any, has then said something and hears no notice.
    func saying<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        saidFor = begun
        return try body()
    }

    private func serve() {
        pthread_mutex_lock(&mutex)
        while true {
            while !running || saidFor == begun { pthread_cond_wait(&wake, &mutex) }
            let command = begun
            var timedOut = false
            while running && begun == command && saidFor != command && !timedOut {
                timedOut = pthread_cond_timedwait(&wake, &mutex, &due) == ETIMEDOUT
            }
            guard running && begun == command && saidFor != command else { continue }
            saidFor = command
            notice()
        }
    }
}
