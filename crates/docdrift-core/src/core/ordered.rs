//! A parallel map whose results come out in input order, without batch barriers.
//!
//! Why not `par_iter` over fixed batches: every batch waits for its slowest item, so one large
//! page (1 MB `releases.html`) leaves the other cores idle until it is done — measured at
//! ~0.3 CPU-s of 2.6 on the whole Rust docs with two cores. Here workers take the next item
//! as soon as they are free and the caller's thread consumes results in order while they
//! work; at most `window` results (finished or not) are ahead of the one it waits for, so
//! memory stays bounded however the work is spread.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Condvar, Mutex};

/// How [`map_ordered`] runs.
#[derive(Clone, Copy, Debug)]
pub struct Workers {
    /// Worker threads (at least one is started).
    pub threads: usize,
    /// Results at most ahead of the next one consumed (at least `chunk`).
    pub window: usize,
    /// Items a worker takes at a time and hands over in one message (at least 1): one
    /// wake-up of the consuming thread per item cost ~0.4 CPU-s of system time on 48,000
    /// pages.
    pub chunk: usize,
    /// Stack size of each worker (`None`: the platform's default for new threads).
    pub stack_size: Option<usize>,
}

impl Workers {
    /// As many workers as rayon's global pool has threads (so `RAYON_NUM_THREADS` applies).
    pub fn rayon_sized(window: usize, chunk: usize) -> Self {
        Workers {
            threads: rayon::current_num_threads(),
            window,
            chunk,
            stack_size: None,
        }
    }
}

/// What the workers and the consuming thread share.
struct Shared {
    /// The next item index a worker takes.
    next: AtomicUsize,
    /// Set when the consumer failed or a worker panicked: everyone stops.
    stop: AtomicBool,
    /// Items consumed so far; workers wait here while their item is past the window.
    consumed: Mutex<usize>,
    room: Condvar,
}

/// Stops the run if a worker panics, so no one waits for an item that will never come;
/// the panic itself resurfaces when the scope joins the worker.
struct StopOnPanic<'a>(&'a Shared);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop.store(true, Ordering::SeqCst);
            self.0.room.notify_all();
        }
    }
}

/// Runs `work` on every item on `opts.threads` threads (each with its own state from
/// `init`) and hands each result to `consume` on the calling thread, in input order, while
/// the workers go on. The first error of `consume` stops the workers and is returned; a panic
/// in `work` is resumed on the calling thread.
pub fn map_ordered<T, S, R, E>(
    items: &[T],
    opts: Workers,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize, &T) -> R + Sync,
    mut consume: impl FnMut(usize, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Sync,
    R: Send,
{
    if items.is_empty() {
        return Ok(());
    }
    let chunk = opts.chunk.max(1);
    let window = opts.window.max(chunk);
    let shared = Shared {
        next: AtomicUsize::new(0),
        stop: AtomicBool::new(false),
        consumed: Mutex::new(0),
        room: Condvar::new(),
    };
    let (tx, rx) = mpsc::channel::<(usize, Vec<R>)>();
    std::thread::scope(|s| {
        for i in 0..opts.threads.max(1) {
            let tx = tx.clone();
            let (shared, init, work) = (&shared, &init, &work);
            let mut b = std::thread::Builder::new().name(format!("docdrift-worker-{i}"));
            if let Some(size) = opts.stack_size {
                b = b.stack_size(size);
            }
            let body = move || {
                let _guard = StopOnPanic(shared);
                let mut state = init();
                loop {
                    let start = shared.next.fetch_add(chunk, Ordering::Relaxed);
                    if start >= items.len() || shared.stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let end = (start + chunk).min(items.len());
                    if !wait_for_room(shared, end - 1, window) {
                        return;
                    }
                    let done = (start..end)
                        .map(|i| work(&mut state, i, &items[i]))
                        .collect();
                    if tx.send((start, done)).is_err() {
                        return;
                    }
                }
            };
            if let Err(e) = b.spawn_scoped(s, body) {
                // No thread could be started (e.g. a strict process limit): the workers
                // already running still do every item; with none, do the work here.
                if i == 0 {
                    eprintln!("docdrift: cannot start a worker thread ({e}); working on one");
                    let mut state = init();
                    let r = (|| {
                        for (i, item) in items.iter().enumerate() {
                            consume(i, work(&mut state, i, item))?;
                        }
                        Ok(())
                    })();
                    shared.stop.store(true, Ordering::SeqCst);
                    return r;
                }
                break;
            }
        }
        drop(tx);
        let r = consume_in_order(&shared, rx, items.len(), window, &mut consume);
        if r.is_err() {
            shared.stop.store(true, Ordering::SeqCst);
            let _held = shared.consumed.lock();
            shared.room.notify_all();
        }
        r
    })
}

/// Blocks while item `i` is `window` or more past the next one to consume. False when the
/// run stopped meanwhile.
fn wait_for_room(shared: &Shared, i: usize, window: usize) -> bool {
    let mut consumed = shared.consumed.lock().unwrap_or_else(|p| p.into_inner());
    while i >= *consumed + window {
        if shared.stop.load(Ordering::SeqCst) {
            return false;
        }
        consumed = shared
            .room
            .wait(consumed)
            .unwrap_or_else(|p| p.into_inner());
    }
    true
}

/// The calling thread's side: results are put back in order in a ring of `window` slots
/// (an item is never `window` past the next one, so its slot is free) and consumed from it.
fn consume_in_order<R, E>(
    shared: &Shared,
    rx: mpsc::Receiver<(usize, Vec<R>)>,
    n: usize,
    window: usize,
    consume: &mut impl FnMut(usize, R) -> Result<(), E>,
) -> Result<(), E> {
    let mut ring: Vec<Option<R>> = (0..window).map(|_| None).collect();
    let mut head = 0;
    while head < n {
        // All senders gone with items missing: a worker panicked (the scope resumes it).
        let Ok((start, done)) = rx.recv() else { break };
        for (i, r) in (start..).zip(done) {
            ring[i % window] = Some(r);
        }
        let before = head;
        while let Some(r) = ring[head % window].take() {
            consume(head, r)?;
            head += 1;
            if head == n {
                break;
            }
        }
        if head != before {
            *shared.consumed.lock().unwrap_or_else(|p| p.into_inner()) = head;
            shared.room.notify_all();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(threads: usize, window: usize, chunk: usize) -> Workers {
        Workers {
            threads,
            window,
            chunk,
            stack_size: None,
        }
    }

    /// Results arrive in input order whatever the threads, window and uneven work, and
    /// equal the sequential map.
    #[test]
    fn results_come_in_input_order_and_equal_the_sequential_map() {
        let items: Vec<u64> = (0..3000).collect();
        for threads in [1, 2, 3, 8] {
            for (window, chunk) in [(1, 1), (2, 1), (7, 3), (64, 16), (5000, 1), (5, 9)] {
                let mut got = Vec::new();
                let r: Result<(), ()> = map_ordered(
                    &items,
                    opts(threads, window, chunk),
                    || 0u64,
                    |calls, i, x| {
                        *calls += 1;
                        // Uneven work: every 97th item is slow.
                        if i % 97 == 0 {
                            std::thread::sleep(std::time::Duration::from_micros(300));
                        }
                        x * x
                    },
                    |i, r| {
                        got.push((i, r));
                        Ok(())
                    },
                );
                r.unwrap();
                let want: Vec<(usize, u64)> = items.iter().map(|x| (*x as usize, x * x)).collect();
                assert_eq!(
                    got, want,
                    "threads {threads}, window {window}, chunk {chunk}"
                );
            }
        }
    }

    /// No more than `window` items are ever started past the one being waited for.
    #[test]
    fn work_never_runs_more_than_the_window_ahead() {
        let items: Vec<usize> = (0..2000).collect();
        let consumed = AtomicUsize::new(0);
        let worst = AtomicUsize::new(0);
        let window = 16;
        let r: Result<(), ()> = map_ordered(
            &items,
            opts(4, window, 4),
            || (),
            |_, i, _| {
                let c = consumed.load(Ordering::SeqCst);
                worst.fetch_max(i.saturating_sub(c) + 1, Ordering::SeqCst);
            },
            |i, ()| {
                consumed.store(i + 1, Ordering::SeqCst);
                Ok(())
            },
        );
        r.unwrap();
        assert!(worst.load(Ordering::SeqCst) <= window, "{worst:?}");
    }

    /// The consumer's error stops the run: returned as is, later items not consumed, and
    /// the workers stop instead of doing every item.
    #[test]
    fn the_consumers_error_stops_the_workers() {
        let items: Vec<usize> = (0..100_000).collect();
        let done = AtomicUsize::new(0);
        let mut seen = 0;
        let r = map_ordered(
            &items,
            opts(2, 8, 2),
            || (),
            |_, _, x| {
                done.fetch_add(1, Ordering::SeqCst);
                *x
            },
            |i, _| {
                seen += 1;
                if i == 10 {
                    Err(format!("stop at {i}"))
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(r, Err("stop at 10".to_string()));
        assert_eq!(seen, 11);
        assert!(done.load(Ordering::SeqCst) < 100, "{done:?}");
    }

    /// A panic in the work reaches the caller instead of hanging the run.
    #[test]
    fn a_panicking_item_resumes_on_the_caller_without_hanging() {
        let items: Vec<usize> = (0..500).collect();
        let r = std::panic::catch_unwind(|| {
            let _ = map_ordered(
                &items,
                opts(2, 4, 1),
                || (),
                |_, i, _| assert!(i != 37, "item 37"),
                |_, ()| Ok::<(), ()>(()),
            );
        });
        assert!(r.is_err());
    }

    #[test]
    fn no_items_consume_nothing() {
        let mut n = 0;
        let r: Result<(), ()> = map_ordered(
            &[] as &[u8],
            opts(2, 4, 2),
            || (),
            |_, _, _| (),
            |_, ()| {
                n += 1;
                Ok(())
            },
        );
        r.unwrap();
        assert_eq!(n, 0);
    }
}
