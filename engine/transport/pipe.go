package transport

import (
	"io"
	"sync"
)

// pipe is an in-memory pipe whose writes never wait for a reader, as an
// operating system's pipe does not while its buffer has room: so that an
// engine and its client that both write before they read do not wait for
// each other.
type pipe struct {
	mu     sync.Mutex
	more   *sync.Cond
	buf    []byte
	err    error // set when closed: what reads return once buf is empty
	closed bool
}

func newPipe() *pipe {
	p := &pipe{}
	p.more = sync.NewCond(&p.mu)
	return p
}

// Read reads what was written, waiting for a write or the close.
func (p *pipe) Read(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for len(p.buf) == 0 && !p.closed {
		p.more.Wait()
	}
	if len(p.buf) == 0 {
		return 0, p.err
	}
	n := copy(b, p.buf)
	p.buf = p.buf[n:]
	return n, nil
}

// Write appends b for the reader; after the close it returns
// io.ErrClosedPipe.
func (p *pipe) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return 0, io.ErrClosedPipe
	}
	p.buf = append(p.buf, b...)
	p.more.Broadcast()
	return len(b), nil
}

// closeWith closes the pipe: reads return err once what was written is
// read, or at once when drop is set.
func (p *pipe) closeWith(err error, drop bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed {
		p.closed, p.err = true, err
	}
	if drop {
		p.buf = nil
	}
	p.more.Broadcast()
}
